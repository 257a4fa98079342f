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
  // Null for a deleted account, whose notices have sentences of their own: a "Someone" put in the
  // name's place would take what translations add after a name (the Japanese and Korean honorifics).
  const who = row.actorName;
  const title = row.promptTitle ?? i18n._('a prompt');
  const onPrompt = row.promptId !== null && row.promptTitle !== null ? promptPath(row.promptId) : null;
  switch (row.type as NotificationType) {
    case 'suggestion.received':
      return {
        text:
          who === null
            ? i18n._('Someone suggested an edit to “{title}”', { title })
            : i18n._('{who} suggested an edit to “{title}”', { who, title }),
        link: onPrompt,
      };
    case 'suggestion.accepted':
      return {
        text:
          who === null
            ? i18n._('Someone accepted your suggested edit to “{title}”', { title })
            : i18n._('{who} accepted your suggested edit to “{title}”', { who, title }),
        link: onPrompt,
      };
    case 'suggestion.declined':
      return {
        text:
          who === null
            ? i18n._('Someone declined your suggested edit to “{title}”', { title })
            : i18n._('{who} declined your suggested edit to “{title}”', { who, title }),
        link: '/suggestions?box=sent',
      };
    case 'comment.on-my-prompt':
      return {
        text:
          who === null
            ? i18n._('Someone commented on “{title}”', { title })
            : i18n._('{who} commented on “{title}”', { who, title }),
        link: onPrompt,
      };
    case 'comment.reply':
      return {
        text:
          who === null
            ? i18n._('Someone replied to your comment on “{title}”', { title })
            : i18n._('{who} replied to your comment on “{title}”', { who, title }),
        link: onPrompt,
      };
    case 'mention':
      return {
        text:
          who === null
            ? i18n._('Someone mentioned you in a comment on “{title}”', { title })
            : i18n._('{who} mentioned you in a comment on “{title}”', { who, title }),
        link: onPrompt,
      };
    case 'rating.on-my-prompt':
      return {
        text:
          row.count > 1
            ? i18n._('{count} people rated “{title}”', { count: row.count, title })
            : who === null
              ? i18n._('Someone rated “{title}”', { title })
              : i18n._('{who} rated “{title}”', { who, title }),
        link: onPrompt,
      };
    case 'group.added': {
      const group = row.groupName ?? i18n._('a group');
      return {
        text:
          who === null
            ? i18n._('Someone added you to the group “{group}”', { group })
            : i18n._('{who} added you to the group “{group}”', { who, group }),
        link: row.groupId === null ? null : `/groups/${row.groupId}`,
      };
    }
    case 'report.resolved':
      return {
        text:
          row.promptTitle === null
            ? i18n._('Your report was resolved')
            : i18n._('Your report about “{title}” was resolved', { title }),
        link: onPrompt,
      };
    case 'share.received':
      return {
        text:
          who === null
            ? i18n._('Someone shared “{title}” with you', { title })
            : i18n._('{who} shared “{title}” with you', { who, title }),
        link: onPrompt,
      };
  }
}
