// Who may reach one prompt, for the routes of this module and of saved prompts and usage. A prompt the
// caller may not see is answered exactly like one that does not exist (404), so drafts do not leak;
// one they may see but not change is a 403.
import { SERVER_MSG } from '@prompt-lib/contract';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import { type AuthUser, canManage } from '../../plugins/auth.ts';
import { findPromptAccess } from './repository.ts';
import { canSee } from './visibility.ts';

/** Throws the 404 or 403 that the caller's access to prompt `id` calls for. */
export async function checkAccess(
  db: Db,
  id: number,
  user: AuthUser | null,
  need: 'see' | 'manage',
): Promise<void> {
  const prompt = await findPromptAccess(db, id);
  if (!prompt || !canSee(prompt, user)) throw notFound(SERVER_MSG.promptNotFound);
  if (need === 'manage' && !canManage(user, prompt.createdBy)) throw forbidden();
}
