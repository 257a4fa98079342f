// Who may do what with a prompt in hand, and where a signed-in screen's prompt card leads (DESIGN §3):
// the editor when the user may edit the prompt, else its read-only detail.
import type { Prompt, User } from '@prompt-lib/contract';
import { isAdminRole } from '@prompt-lib/contract';

/**
 * Whether the user may edit the prompt's content. The server answers it (`canEdit`: the owner, admins
 * and the people and groups it is shared with to edit), so the app does not restate the rule.
 */
export const canEditPrompt = (prompt: Pick<Prompt, 'canEdit'>) => prompt.canEdit;

/** Whether the user may change who sees the prompt, or delete it: its owner or an admin. */
export const canManagePrompt = (prompt: Pick<Prompt, 'createdBy'>, user: User | null) =>
  !!user && (isAdminRole(user.role) || prompt.createdBy === user.id);

export const promptTarget = (prompt: Pick<Prompt, 'id' | 'canEdit'>) =>
  canEditPrompt(prompt) ? `/myprompts/edit/${prompt.id}` : `/myprompts/${prompt.id}`;
