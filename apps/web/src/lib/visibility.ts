// The three visibilities of a prompt (issue 28) as people choose them: the Share dialog and the
// settings' default for new prompts say the same. Labels and hints are getters: each reading
// translates into the active language (issue 31).
import { plural, t } from '@lingui/core/macro';
import type { Visibility } from '@prompt-lib/contract';
import type { RadioChoice } from '../components/radio-cards.tsx';

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  get public() {
    return t({ message: 'Public', context: 'visibility' });
  },
  get internal() {
    return t({ message: 'Everyone signed in', context: 'visibility' });
  },
  get private() {
    return t({ message: 'Private', context: 'visibility' });
  },
};

export const VISIBILITY_CHOICES: (RadioChoice & { id: Visibility })[] = [
  {
    id: 'public',
    get label() {
      return VISIBILITY_LABELS.public;
    },
    get hint() {
      return t`Anyone who can browse the library.`;
    },
  },
  {
    id: 'internal',
    get label() {
      return VISIBILITY_LABELS.internal;
    },
    get hint() {
      return t`Every account of this library.`;
    },
  },
  {
    id: 'private',
    get label() {
      return VISIBILITY_LABELS.private;
    },
    get hint() {
      return t`Only you, admins, and the people and groups you share it with.`;
    },
  },
];

/** One line on who sees a prompt, e.g. "Private, shared with Marketing and 2 more". */
export function sharingSummary(visibility: Visibility, sharedWith: readonly { name: string }[]): string {
  const [first, ...others] = sharedWith;
  const label = VISIBILITY_LABELS[visibility];
  if (!first) return label;
  const name = first.name;
  const more = others.length;
  if (more === 0) return t`${label}, shared with ${name}`;
  return plural(more, {
    one: `${label}, shared with ${name} and # more`,
    other: `${label}, shared with ${name} and # more`,
  });
}
