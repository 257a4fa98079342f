// One comment (issue 29): its author, when, the body, and what the caller may do with it: reply (to a
// top-level comment, signed in), edit (its author), delete (its author, the prompt's owner, admins).
// A top-level comment shows its replies on demand, oldest first, with Load More. Others' comments
// have the "More" menu (Report); a comment a moderator hid says so to its author and admins.
import { useLingui } from '@lingui/react/macro';
import { type Comment, isAdminRole, profilePath } from '@prompt-lib/contract';
import { MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ModerationNotice } from '../../../components/moderation/moderation-notice.tsx';
import { MoreMenu } from '../../../components/moderation/more-menu.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAddComment } from '../api/add-comment.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useEditComment } from '../api/edit-comment.ts';
import { loadedComments } from '../api/list-comments.ts';
import { useReplies } from '../api/list-replies.ts';
import { COMMENTS_TEXT as T } from '../texts.ts';
import { CommentBody } from './comment-body.tsx';
import { LazyCommentForm } from './lazy-comment-form.tsx';

type PromptRef = { id: number; createdBy: number | null };

export function CommentItem({ comment, prompt }: { comment: Comment; prompt: PromptRef }) {
  const { t } = useLingui();
  const author = comment.author.username;
  const { user } = useSession();
  const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read');
  const [confirming, setConfirming] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const edit = useEditComment();
  const remove = useDeleteComment();
  const add = useAddComment(prompt.id);
  const isReply = comment.parentId !== null;
  const mine = user?.id === comment.author.id;
  const mayDelete = !!user && (mine || isAdminRole(user.role) || user.id === prompt.createdBy);

  const saveEdit = (body: string) =>
    edit.mutateAsync({ id: comment.id, body }).then(
      () => {
        setMode('read');
        toast.success(T.updated);
      },
      (error: unknown) => {
        toast.error(errorText(error, T.updateFailed));
        throw error;
      },
    );
  const postReply = (body: string) =>
    add.mutateAsync({ body, parentId: comment.id }).then(
      () => {
        setMode('read');
        setShowReplies(true);
        toast.success(T.posted);
      },
      (error: unknown) => {
        toast.error(errorText(error, T.postFailed));
        throw error;
      },
    );
  const confirmDelete = () =>
    remove.mutate(comment.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(T.deleted);
      },
      onError: (error) => toast.error(errorText(error, T.deleteFailed)),
    });

  return (
    <li className="flex gap-3">
      <Avatar name={comment.author.username} src={comment.author.avatarUrl} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link
            to={profilePath(comment.author.username)}
            className="font-semibold text-slate-900 hover:text-indigo-700 hover:underline"
          >
            {comment.author.username}
          </Link>
          <time dateTime={comment.createdAt} className="text-xs text-slate-500">
            {formatDateTime(comment.createdAt)}
          </time>
          {comment.editedAt && <span className="text-xs text-slate-500">({T.edited})</span>}
        </div>
        {mode === 'edit' ? (
          <LazyCommentForm
            id={`comment-edit-${comment.id}`}
            label={T.editLabel}
            submitLabel={T.save}
            busyLabel={T.saving}
            initialBody={comment.body}
            autoFocus
            onSubmit={saveEdit}
            onCancel={() => setMode('read')}
          />
        ) : (
          <CommentBody body={comment.body} />
        )}
        <ModerationNotice moderation={comment.moderation} target={{ type: 'comment', id: comment.id }} />
        {mode !== 'edit' && (user || comment.replyCount > 0) && (
          <div className="-ms-2 flex flex-wrap items-center gap-1">
            {user && !isReply && (
              <Button variant="ghost" size="sm" onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}>
                <MessageSquareReply aria-hidden="true" className="rtl:-scale-x-100" />
                {T.reply}
              </Button>
            )}
            {mine && (
              <Button variant="ghost" size="sm" onClick={() => setMode('edit')}>
                <Pencil aria-hidden="true" />
                {T.edit}
              </Button>
            )}
            {mayDelete && (
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                {T.delete}
              </Button>
            )}
            {user && !mine && (
              <MoreMenu
                target={{ type: 'comment', id: comment.id }}
                label={t`More actions for ${author}’s comment`}
                size="sm"
              />
            )}
            {comment.replyCount > 0 && (
              <Button
                variant="link"
                size="sm"
                aria-expanded={showReplies}
                onClick={() => setShowReplies(!showReplies)}
              >
                {showReplies ? T.hideReplies : T.showReplies(comment.replyCount)}
              </Button>
            )}
          </div>
        )}
        {mode === 'reply' && (
          <LazyCommentForm
            id={`comment-reply-${comment.id}`}
            label={T.replyLabel}
            submitLabel={T.postReply}
            autoFocus
            onSubmit={postReply}
            onCancel={() => setMode('read')}
          />
        )}
        {!isReply && showReplies && comment.replyCount > 0 && <Replies comment={comment} prompt={prompt} />}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.deleteTitle}
        description={comment.replyCount > 0 ? T.deleteWithReplies : T.deleteText}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </li>
  );
}

function Replies({ comment, prompt }: { comment: Comment; prompt: PromptRef }) {
  const { t } = useLingui();
  const author = comment.author.username;
  const replies = useReplies(prompt.id, comment.id, true);
  const list = loadedComments(replies.data);
  return (
    <div className="mt-2 flex flex-col gap-3 border-s-2 border-slate-100 ps-4">
      {replies.isError && <p className="text-sm text-red-700">{T.loadFailed}</p>}
      <ul aria-label={t`Replies to ${author}`} className="flex flex-col gap-4">
        {list.map((reply) => (
          <CommentItem key={reply.id} comment={reply} prompt={prompt} />
        ))}
      </ul>
      {replies.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="w-fit"
          loading={replies.isFetchingNextPage}
          onClick={() => replies.fetchNextPage()}
        >
          {T.loadMore}
        </Button>
      )}
    </div>
  );
}
