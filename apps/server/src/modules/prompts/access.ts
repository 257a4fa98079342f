// Who may reach one prompt, for the routes of this module and of versions, ratings, saved prompts and
// usage. A prompt the caller may not see is answered exactly like one that does not exist (404), so
// drafts and private prompts do not leak; one they may see but not change is a 403.
import { SERVER_MSG } from '@prompt-lib/contract';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import { canManage } from '../../plugins/auth.ts';
import type { PromptRow } from './prompt-rows.ts';
import { findPromptRow } from './repository.ts';
import { canEdit, canRead, type Reader } from './visibility.ts';

/**
 * Throws the 404 or 403 that the caller's access to prompt `id` calls for: to `see` it, to `edit` its
 * content (owner, admins, editors), or to `manage` it (owner, admins: who sees it, status, deletion).
 * Answers the prompt's row.
 */
export async function checkAccess(
  db: Db,
  id: number,
  reader: Reader,
  need: 'see' | 'edit' | 'manage',
): Promise<PromptRow> {
  const prompt = await findPromptRow(db, id);
  if (!prompt || !canRead(prompt, reader)) throw notFound(SERVER_MSG.promptNotFound);
  if (need === 'edit' && !canEdit(prompt, reader)) throw forbidden();
  if (need === 'manage' && !canManage(reader, prompt.createdBy)) throw forbidden();
  return prompt;
}
