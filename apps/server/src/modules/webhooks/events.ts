// What the prompt, comment and suggestion routes tell webhooks (issue 29), and what a delivery's
// `data` says:
//
//   { prompt: { id, title, visibility, status, url }, actor: { id, username } | null }
//   comment.created adds comment: { id, parentId, body }
//   suggestion.created and suggestion.accepted add suggestion: { id, authorId }
//   report.created (modules/reports) is { report: { id, targetType, targetId, reason, details },
//     actor } with the prompt (of a prompt or a comment reported) or collection: { id, name, url }
//
// They are queued right after the change commits (the route awaits the queuing before it answers; see
// docs/decisions.md for why not in the change's own transaction). An event on a private prompt goes
// only to webhooks with includePrivate. Bulk imports queue no event per prompt.
import type { WebhookEvent, WebhookPromptData } from '@prompt-lib/contract';
import type { FastifyRequest } from 'fastify';
import { publicBase } from '../seo/public-url.ts';

/** What an event tells of a prompt, as the prompt is after the change (before it, for a delete). */
type PromptFacts = { id: number; title: string; visibility: string; status: string };

/** The one visibility whose prompts webhooks leave out unless they include private ones. */
const isPrivate = (prompt: PromptFacts) => prompt.visibility === 'private';

function promptData(request: FastifyRequest, prompt: PromptFacts): WebhookPromptData {
  const { id, title, visibility, status } = prompt;
  const actor = request.user && { id: request.user.id, username: request.user.username };
  return {
    prompt: { id, title, visibility, status, url: `${publicBase(request)}/explorer/prompt/${id}` },
    actor,
  };
}

/** Queues a prompt event, with the request's caller as its actor. */
export function promptEvent(
  request: FastifyRequest,
  event: Extract<WebhookEvent, `prompt.${string}`>,
  prompt: PromptFacts,
): Promise<void> {
  return request.server.webhooks.emit(event, promptData(request, prompt), { private: isPrivate(prompt) });
}

/** prompt.published when a status change publishes the prompt, prompt.updated for another change. */
export function statusEvent(request: FastifyRequest, before: string, prompt: PromptFacts): Promise<void> {
  if (before === prompt.status) return Promise.resolve();
  const event = prompt.status === 'published' ? 'prompt.published' : 'prompt.updated';
  return promptEvent(request, event, prompt);
}

/** Queues comment.created for a comment on `prompt`. */
export function commentEvent(
  request: FastifyRequest,
  prompt: PromptFacts,
  comment: { id: number; parentId: number | null; body: string },
): Promise<void> {
  const data = { ...promptData(request, prompt), comment };
  return request.server.webhooks.emit('comment.created', data, { private: isPrivate(prompt) });
}

/** Queues suggestion.created or suggestion.accepted for a suggestion on `prompt`. */
export function suggestionEvent(
  request: FastifyRequest,
  event: Extract<WebhookEvent, `suggestion.${string}`>,
  prompt: PromptFacts,
  suggestion: { id: number; authorId: number },
): Promise<void> {
  const data = {
    ...promptData(request, prompt),
    suggestion: { id: suggestion.id, authorId: suggestion.authorId },
  };
  return request.server.webhooks.emit(event, data, { private: isPrivate(prompt) });
}

/** What report.created tells of the target: its prompt (a comment's), else the collection. */
export type ReportedFacts =
  | { kind: 'prompt'; prompt: PromptFacts }
  | { kind: 'collection'; collection: { id: number; name: string; visibility: string } };

/** Queues report.created, with the reporter as its actor. */
export function reportEvent(
  request: FastifyRequest,
  report: { id: number; targetType: string; targetId: number; reason: string; details: string | null },
  target: ReportedFacts,
): Promise<void> {
  const actor = request.user && { id: request.user.id, username: request.user.username };
  if (target.kind === 'prompt') {
    const data = { ...promptData(request, target.prompt), report };
    return request.server.webhooks.emit('report.created', data, { private: isPrivate(target.prompt) });
  }
  const { id, name, visibility } = target.collection;
  const collection = { id, name, url: `${publicBase(request)}/collections/${id}` };
  const data = { report, collection, actor };
  return request.server.webhooks.emit('report.created', data, { private: visibility === 'private' });
}
