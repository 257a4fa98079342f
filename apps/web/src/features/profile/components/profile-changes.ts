// What a profile save changed, for the success toast (spec §8): "Profile updated successfully" followed
// by the changed fields in brackets.
import type { User } from '@prompt-lib/contract';

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

export const updatedMessage = (changed: string[]) =>
  changed.length > 0
    ? `Profile updated successfully (${changed.join(', ')})`
    : 'Profile updated successfully';
