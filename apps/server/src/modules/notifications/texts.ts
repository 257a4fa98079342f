// What a notification says and where it leads, written when it is read from the facts stored, so a
// renamed prompt, group or account reads as it is now. Titles are shown only of prompts the reader may
// still see (the repository reads them through visibility.ts and drops the rest).
import type { I18n } from '@lingui/core';
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

const promptPath = (id: number) => `/explorer/prompt/${id}`;

/** The sentence, in the reader's language, and the web app path of one notification. */
export function describe(i18n: I18n, row: NotificationRow): Pick<Notification, 'text' | 'link'> {
  const who = row.actorName ?? i18n._('Someone');
  const title = row.promptTitle ?? i18n._('a prompt');
  const onPrompt = row.promptId !== null && row.promptTitle !== null ? promptPath(row.promptId) : null;
  switch (row.type as NotificationType) {
    case 'suggestion.received':
      return { text: i18n._('{who} suggested an edit to “{title}”', { who, title }), link: onPrompt };
    case 'suggestion.accepted':
      return {
        text: i18n._('{who} accepted your suggested edit to “{title}”', { who, title }),
        link: onPrompt,
      };
    case 'suggestion.declined':
      return {
        text: i18n._('{who} declined your suggested edit to “{title}”', { who, title }),
        link: '/suggestions?box=sent',
      };
    case 'comment.on-my-prompt':
      return { text: i18n._('{who} commented on “{title}”', { who, title }), link: onPrompt };
    case 'comment.reply':
      return { text: i18n._('{who} replied to your comment on “{title}”', { who, title }), link: onPrompt };
    case 'mention':
      return {
        text: i18n._('{who} mentioned you in a comment on “{title}”', { who, title }),
        link: onPrompt,
      };
    case 'rating.on-my-prompt':
      return {
        text:
          row.count > 1
            ? i18n._('{count} people rated “{title}”', { count: row.count, title })
            : i18n._('{who} rated “{title}”', { who, title }),
        link: onPrompt,
      };
    case 'group.added':
      return {
        text: i18n._('{who} added you to the group “{group}”', {
          who,
          group: row.groupName ?? i18n._('a group'),
        }),
        link: row.groupId === null ? null : `/groups/${row.groupId}`,
      };
    case 'report.resolved':
      return {
        text:
          row.promptTitle === null
            ? i18n._('Your report was resolved')
            : i18n._('Your report about “{title}” was resolved', { title }),
        link: onPrompt,
      };
    case 'share.received':
      return { text: i18n._('{who} shared “{title}” with you', { who, title }), link: onPrompt };
  }
}
