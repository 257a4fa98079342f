// The texts of suggested edits (issue 29): the Suggestions section of a prompt's detail, for those who
// may edit it, and the Suggestions inbox with its Received and Sent boxes.
import type { SuggestionStatus } from '@prompt-lib/contract';

export const SUGGESTIONS_TEXT = {
  title: 'Suggestions',
  count: (n: number) => (n === 1 ? '1 open suggestion' : `${n} open suggestions`),
  loadFailed: 'Failed to load suggestions',
  loading: 'Loading suggestions',
  keyLabel: 'Key:',
  keyCurrent: 'only in the current text',
  keySuggested: 'suggested',
  changedSince: (base: number, current: number) =>
    `Suggested on version ${base}; the prompt has changed since (now version ${current}).`,
  accept: 'Accept',
  decline: 'Decline',
  accepted: 'Suggestion accepted',
  acceptFailed: 'Failed to accept suggestion',
  staleTitle: 'The prompt changed since',
  staleText:
    'The prompt was edited after this suggestion was made. Accepting it replaces the current text with the suggested one. Accept anyway?',
  acceptAnyway: 'Accept Anyway',
  declineTitle: 'Decline Suggestion',
  declineText: 'Its author sees that it was declined, and your reason if you give one.',
  reasonLabel: 'Reason (optional)',
  declined: 'Suggestion declined',
  declineFailed: 'Failed to decline suggestion',
  cancel: 'Cancel',
  inboxDescription: 'Edits suggested to the prompts you look after, and the ones you suggested.',
  received: 'Received',
  sent: 'Sent',
  emptyReceived: 'No suggestions are waiting for you',
  emptySent: 'You have not suggested any edits yet',
  review: 'Review',
  withdraw: 'Withdraw',
  withdrawn: 'Suggestion withdrawn',
  withdrawFailed: 'Failed to withdraw suggestion',
  reason: 'Reason:',
  on: 'On',
  tryAgain: 'Try Again',
} as const;

export const STATUS_LABELS: Record<SuggestionStatus, string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
