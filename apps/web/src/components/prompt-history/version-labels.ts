// Words the history shows for a version: its changed fields by name, who made it and when, in the
// active language (read during render).
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { PromptVersionSummary, VersionField } from '@prompt-lib/contract';
import { formatDistanceToNow } from 'date-fns';
import { formatDisplayDate, parseDate } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n.ts';

/** The fields' names, translated when read (`i18n._`). */
export const FIELD_LABELS: Record<VersionField, MessageDescriptor> = {
  title: msg`Title`,
  content: msg`Content`,
  previewText: msg`Preview text`,
  categories: msg`Categories`,
  tags: msg`Tags`,
  images: msg`Images`,
};

/** "Created" for the first version, else "Changed: Title, Content" in the contract's field order. */
export function changeSummary({ version, changed }: Pick<PromptVersionSummary, 'version' | 'changed'>) {
  if (version === 1) return t({ message: 'Created', context: 'the first version of a prompt' });
  if (changed.length === 0) return t`No changes to the content`;
  const fields = changed.map((field) => i18n._(FIELD_LABELS[field])).join(', ');
  return t`Changed: ${fields}`;
}

/** Who made the version: "rita", or for an accepted suggestion (issue 29) "rita, accepted by olivia". */
export function editorName({ editedBy, acceptedBy }: Pick<PromptVersionSummary, 'editedBy' | 'acceptedBy'>) {
  const editor = editedBy ? editedBy.username : t`a deleted account`;
  if (!acceptedBy) return editor;
  const reviewer = acceptedBy.username;
  return t`${editor}, accepted by ${reviewer}`;
}

const TIME_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How long ago: date-fns's words in English ("about 3 hours ago"), Intl's in every other language. */
export function timeAgo(date: Date, now = Date.now()): string {
  if (!i18n.locale || i18n.locale === 'en') return formatDistanceToNow(date, { addSuffix: true });
  const seconds = (date.getTime() - now) / 1000;
  const [unit, size] = TIME_UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' }).format(
    Math.round(seconds / size),
    unit,
  );
}

/** "3 hours ago", with the full date for a tooltip and <time>. */
export function whenLabel(createdAt: string) {
  const date = parseDate(createdAt);
  return {
    relative: date ? timeAgo(date) : formatDisplayDate(createdAt),
    full: formatDisplayDate(createdAt),
  };
}
