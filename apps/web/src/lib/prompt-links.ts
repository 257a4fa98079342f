// Where a signed-in screen's prompt card leads (DESIGN §3): the editor when the user may edit the
// prompt (its owner or an admin), else its read-only detail.
import type { Prompt, User } from '@prompt-lib/contract';
import { isAdminRole } from '@prompt-lib/contract';

export const canEditPrompt = (prompt: Pick<Prompt, 'createdBy'>, user: User | null) =>
  !!user && (isAdminRole(user.role) || prompt.createdBy === user.id);

export const promptTarget = (prompt: Pick<Prompt, 'id' | 'createdBy'>, user: User | null) =>
  canEditPrompt(prompt, user) ? `/myprompts/edit/${prompt.id}` : `/myprompts/${prompt.id}`;
