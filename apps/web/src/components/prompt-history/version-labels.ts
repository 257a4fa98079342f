// Words the history shows for a version: its changed fields by name, who made it and when.
import type { PromptVersionSummary, VersionField } from '@prompt-lib/contract';
import { formatDistanceToNow } from 'date-fns';
import { formatDisplayDate, parseDate } from '../../lib/format.ts';

export const FIELD_LABELS: Record<VersionField, string> = {
  title: 'Title',
  content: 'Content',
  previewText: 'Preview text',
  categories: 'Categories',
  tags: 'Tags',
  images: 'Images',
};

/** "Created" for the first version, else "Changed: Title, Content" in the contract's field order. */
export function changeSummary({ version, changed }: Pick<PromptVersionSummary, 'version' | 'changed'>) {
  if (version === 1) return 'Created';
  if (changed.length === 0) return 'No changes to the content';
  return `Changed: ${changed.map((field) => FIELD_LABELS[field]).join(', ')}`;
}

/** Who made the version: "rita", or for an accepted suggestion (issue 29) "rita, accepted by olivia". */
export function editorName({ editedBy, acceptedBy }: Pick<PromptVersionSummary, 'editedBy' | 'acceptedBy'>) {
  const editor = editedBy ? editedBy.username : 'a deleted account';
  return acceptedBy ? `${editor}, accepted by ${acceptedBy.username}` : editor;
}

/** "3 hours ago", with the full date for a tooltip and <time>. */
export function whenLabel(createdAt: string) {
  const date = parseDate(createdAt);
  return {
    relative: date ? formatDistanceToNow(date, { addSuffix: true }) : formatDisplayDate(createdAt),
    full: formatDisplayDate(createdAt),
  };
}
