// The Comments section under the public prompt detail (issue 29): the count, the form for a signed-in
// reader (a "Sign in to comment" link for a visitor), then the top-level comments oldest first with
// Load More. Bodies are plain text with their links made clickable (comment-body.tsx).
import { useLingui } from '@lingui/react';
import { MessageSquare } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { loginPath } from '../../../lib/return-path.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAddComment } from '../api/add-comment.ts';
import { loadedComments, useComments } from '../api/list-comments.ts';
import { COMMENTS_TEXT as T } from '../texts.ts';
import { CommentItem } from './comment-item.tsx';
import { LazyCommentForm } from './lazy-comment-form.tsx';

export function CommentsSection({
  prompt,
}: {
  prompt: { id: number; createdBy: number | null; commentCount: number };
}) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const { user, status } = useSession();
  const location = useLocation();
  const comments = useComments(prompt.id);
  const add = useAddComment(prompt.id);
  const list = loadedComments(comments.data);

  const post = (body: string) =>
    add.mutateAsync({ body }).then(
      () => toast.success(T.posted),
      (error: unknown) => {
        toast.error(errorText(error, T.postFailed));
        throw error;
      },
    );

  return (
    <section
      aria-labelledby="comments-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-2">
        <MessageSquare className="size-5 text-slate-400" aria-hidden="true" />
        <h2 id="comments-title" className="text-lg font-semibold text-slate-900">
          {T.title}
        </h2>
        <span className="text-sm text-slate-500">({T.count(prompt.commentCount)})</span>
      </div>

      {user ? (
        <LazyCommentForm
          id="comment-new"
          label={T.newLabel}
          submitLabel={T.post}
          placeholder={T.newPlaceholder}
          onSubmit={post}
        />
      ) : (
        status === 'signedOut' && (
          <Link
            to={loginPath(`${location.pathname}${location.search}`)}
            className={cn(buttonClass('secondary', 'md'), 'w-fit')}
          >
            {T.signIn}
          </Link>
        )
      )}

      {comments.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : comments.isError ? (
        <p className="text-sm text-red-700">{T.loadFailed}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500">{T.empty}</p>
      ) : (
        <ul aria-label={T.title} className="flex flex-col gap-6">
          {list.map((comment) => (
            <CommentItem key={comment.id} comment={comment} prompt={prompt} />
          ))}
        </ul>
      )}

      {comments.hasNextPage && (
        <Button
          variant="secondary"
          className="w-fit self-center"
          loading={comments.isFetchingNextPage}
          onClick={() => comments.fetchNextPage()}
        >
          {T.loadMore}
        </Button>
      )}
    </section>
  );
}
