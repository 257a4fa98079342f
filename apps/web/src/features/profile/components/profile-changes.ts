// What a profile save changed, for the success toast (spec §8): "Profile updated successfully" followed
// by the changed fields in brackets, named in the interface language (issue 31).
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { User } from '@prompt-lib/contract';
import { i18n } from '../../../lib/i18n.ts';

export type ProfileValues = { username: string; email: string; avatarUrl: string | null; bio: string | null };

export function changedFields(
  before: Pick<User, 'username' | 'email' | 'avatarUrl' | 'bio'>,
  after: ProfileValues,
): string[] {
  const changed: string[] = [];
  if (before.username !== after.username) changed.push('username');
  if (before.email !== after.email) changed.push('email');
  if ((before.avatarUrl ?? null) !== (after.avatarUrl ?? null)) changed.push('avatar');
  if ((before.bio ?? null) !== (after.bio ?? null)) changed.push('bio');
  return changed;
}

const FIELD_NAMES: Record<string, MessageDescriptor | undefined> = {
  username: msg({ message: 'username', context: 'profile field, in the list of changed fields' }),
  email: msg({ message: 'email', context: 'profile field, in the list of changed fields' }),
  avatar: msg({ message: 'avatar', context: 'profile field, in the list of changed fields' }),
  bio: msg({ message: 'bio', context: 'profile field, in the list of changed fields' }),
};

export const updatedMessage = (changed: string[]) => {
  if (changed.length === 0) return t`Profile updated successfully`;
  const fields = changed
    .map((field) => {
      const name = FIELD_NAMES[field];
      return name ? i18n._(name) : field;
    })
    .join(', ');
  return t`Profile updated successfully (${fields})`;
};
