// What a notification says and where it leads, written when it is read from the facts stored, so a
// renamed prompt, group or account reads as it is now. Titles are shown only of prompts the reader may
// still see (the repository reads them through visibility.ts and drops the rest).
import type { Notification, NotificationType } from '@prompt-lib/contract';

/** A notification's row as the repository reads it. */
export type NotificationRow = {
  id: number;
  type: string;
  createdAt: Date;
  readAt: Date | null;
  actorId: number | null;
  actorName: string | null;
  count: number;
  promptId: number | null;
  /** The prompt's title, when the reader may see the prompt; else null. */
  promptTitle: string | null;
  groupId: number | null;
  groupName: string | null;
};

/** The types whose text need not name a prompt: the others are not sent, nor shown, without one. */
export const ABOUT_NO_PROMPT: NotificationType[] = ['group.added', 'report.resolved'];

const quoted = (text: string) => `“${text}”`;
const promptPath = (id: number) => `/explorer/prompt/${id}`;

/** The sentence and the web app path of one notification. */
export function describe(row: NotificationRow): Pick<Notification, 'text' | 'link'> {
  const who = row.actorName ?? 'Someone';
  const title = quoted(row.promptTitle ?? 'a prompt');
  const onPrompt = row.promptId !== null && row.promptTitle !== null ? promptPath(row.promptId) : null;
  switch (row.type as NotificationType) {
    case 'suggestion.received':
      return { text: `${who} suggested an edit to ${title}`, link: onPrompt };
    case 'suggestion.accepted':
      return { text: `${who} accepted your suggested edit to ${title}`, link: onPrompt };
    case 'suggestion.declined':
      return { text: `${who} declined your suggested edit to ${title}`, link: '/suggestions?box=sent' };
    case 'comment.on-my-prompt':
      return { text: `${who} commented on ${title}`, link: onPrompt };
    case 'comment.reply':
      return { text: `${who} replied to your comment on ${title}`, link: onPrompt };
    case 'mention':
      return { text: `${who} mentioned you in a comment on ${title}`, link: onPrompt };
    case 'rating.on-my-prompt':
      return {
        text: row.count > 1 ? `${row.count} people rated ${title}` : `${who} rated ${title}`,
        link: onPrompt,
      };
    case 'group.added':
      return {
        text: `${who} added you to the group ${quoted(row.groupName ?? 'a group')}`,
        link: row.groupId === null ? null : `/groups/${row.groupId}`,
      };
    case 'report.resolved':
      return {
        text:
          row.promptTitle === null ? 'Your report was resolved' : `Your report about ${title} was resolved`,
        link: onPrompt,
      };
    case 'share.received':
      return { text: `${who} shared ${title} with you`, link: onPrompt };
  }
}
