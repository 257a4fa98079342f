// The three visibilities of a prompt (issue 28) as people choose them: the Share dialog and the
// settings' default for new prompts say the same.
import type { Visibility } from '@prompt-lib/contract';
import type { RadioChoice } from '../components/radio-cards.tsx';

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'Public',
  internal: 'Everyone signed in',
  private: 'Private',
};

export const VISIBILITY_CHOICES: (RadioChoice & { id: Visibility })[] = [
  { id: 'public', label: VISIBILITY_LABELS.public, hint: 'Anyone who can browse the library.' },
  { id: 'internal', label: VISIBILITY_LABELS.internal, hint: 'Every account of this library.' },
  {
    id: 'private',
    label: VISIBILITY_LABELS.private,
    hint: 'Only you, admins, and the people and groups you share it with.',
  },
];

/** One line on who sees a prompt, e.g. "Private, shared with Marketing and 2 more". */
export function sharingSummary(visibility: Visibility, sharedWith: readonly { name: string }[]): string {
  const [first, ...others] = sharedWith;
  if (!first) return VISIBILITY_LABELS[visibility];
  const more = others.length > 0 ? ` and ${others.length} more` : '';
  return `${VISIBILITY_LABELS[visibility]}, shared with ${first.name}${more}`;
}
