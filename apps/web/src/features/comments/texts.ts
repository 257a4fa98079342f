// The texts of the comments section under the public prompt detail (issue 29).
// Getters: each reading translates into the active language (issue 31).
import { plural, t } from '@lingui/core/macro';

export const COMMENTS_TEXT = {
  get title() {
    return t`Comments`;
  },
  get empty() {
    return t`No comments yet. Be the first to share your thoughts.`;
  },
  get loadFailed() {
    return t`Failed to load comments`;
  },
  get loadMore() {
    return t`Load More`;
  },
  get signIn() {
    return t`Sign in to comment`;
  },
  get newLabel() {
    return t`Add a comment`;
  },
  get newPlaceholder() {
    return t`Share how you used this prompt, or ask a question…`;
  },
  get post() {
    return t`Post Comment`;
  },
  get replyLabel() {
    return t`Your reply`;
  },
  get postReply() {
    return t`Post Reply`;
  },
  get posting() {
    return t`Posting...`;
  },
  get editLabel() {
    return t`Edit comment`;
  },
  get save() {
    return t`Save`;
  },
  get saving() {
    return t`Saving...`;
  },
  get cancel() {
    return t`Cancel`;
  },
  get reply() {
    return t`Reply`;
  },
  get edit() {
    return t`Edit`;
  },
  get delete() {
    return t`Delete`;
  },
  get edited() {
    return t`edited`;
  },
  get hideReplies() {
    return t`Hide replies`;
  },
  showReplies: (n: number) => plural(n, { one: 'View # reply', other: 'View # replies' }),
  count: (n: number) => plural(n, { one: '# comment', other: '# comments' }),
  get deleteTitle() {
    return t`Delete Comment`;
  },
  get deleteText() {
    return t`Are you sure you want to delete this comment? This action cannot be undone.`;
  },
  get deleteWithReplies() {
    return t`Are you sure you want to delete this comment? Its replies are deleted with it. This action cannot be undone.`;
  },
  get posted() {
    return t`Comment posted`;
  },
  get updated() {
    return t`Comment updated`;
  },
  get deleted() {
    return t`Comment deleted`;
  },
  get postFailed() {
    return t`Failed to post comment`;
  },
  get updateFailed() {
    return t`Failed to update comment`;
  },
  get deleteFailed() {
    return t`Failed to delete comment`;
  },
} as const;
