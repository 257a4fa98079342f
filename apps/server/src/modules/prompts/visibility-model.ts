// Who sees what (issue 28), written again in plain TypeScript for visibility.property.test.ts, apart
// from the server's code (it imports none of it), so that the test compares two statements of the rule:
// - a prompt's or a collection's editors are its owner, admins and those it is shared with to edit
//   (by name or through a group), and never the latter while a moderator hides the prompt;
// - anyone else reads a prompt only when it is published and not hidden, by its visibility: public
//   to anyone, internal to the signed-in, private to those it is shared with; a collection the same
//   way, without status (and none is hidden here);
// - a list shows the published, unhidden prompts its reader sees, within its scope and flag.
import type { Visibility } from '@prompt-lib/contract';
import type { TestUser } from './test-data.ts';

export type Share = { kind: 'group' | 'user'; id: number; canEdit: boolean };
export type Person = { user: TestUser; admin: boolean; groupIds: number[] };
export type Flag = 'trending' | 'featured' | 'isNew';
export type Made = {
  id: number;
  title: string;
  owner: number;
  status: string;
  visibility: Visibility;
  shares: Share[];
  hidden: boolean;
  flags: Record<Flag, boolean>;
};
export type MadeCollection = { id: number; owner: number; visibility: Visibility; shares: Share[] };

/**
 * What a detail tells the reader of a prompt or collection: null for a 404, else whether they may edit
 * it and, if they may, whom it is shared with (by name).
 */
export type Standing = { canEdit: boolean; sharedWith?: (Share & { name: string })[] } | null;

const reaches = (share: Share, person: Person) =>
  share.kind === 'user' ? share.id === person.user.id : person.groupIds.includes(share.id);

const ownerOrAdmin = (item: { owner: number }, person: Person | null) =>
  !!person && (person.admin || item.owner === person.user.id);

function edits(prompt: Made, person: Person | null): boolean {
  if (ownerOrAdmin(prompt, person)) return true;
  if (!person || prompt.hidden) return false;
  return prompt.shares.some((share) => share.canEdit && reaches(share, person));
}

export function sees(prompt: Made, person: Person | null): boolean {
  if (edits(prompt, person)) return true;
  if (prompt.hidden || prompt.status !== 'published') return false;
  if (prompt.visibility === 'public') return true;
  if (!person) return false;
  return prompt.visibility === 'internal' || prompt.shares.some((share) => reaches(share, person));
}

export const listed = (prompt: Made, person: Person | null) =>
  prompt.status === 'published' && !prompt.hidden && sees(prompt, person);

/** `scope` as the lists take it: all, public, internal, mine, shared or group:{id}. */
export function inScope(prompt: Made, person: Person | null, scope: string): boolean {
  if (!listed(prompt, person)) return false;
  if (scope === 'all') return true;
  if (scope === 'public' || scope === 'internal') return prompt.visibility === scope;
  const sharedWithGroup = prompt.shares.some(
    (share) => share.kind === 'group' && `group:${share.id}` === scope,
  );
  if (!person) return scope.startsWith('group:') && sharedWithGroup;
  if (scope === 'mine') return prompt.owner === person.user.id;
  if (scope === 'shared')
    return prompt.owner !== person.user.id && prompt.shares.some((share) => reaches(share, person));
  return sharedWithGroup;
}

const editsCollection = (collection: MadeCollection, person: Person | null) =>
  ownerOrAdmin(collection, person) ||
  (!!person && collection.shares.some((share) => share.canEdit && reaches(share, person)));

function readsCollection(collection: MadeCollection, person: Person | null): boolean {
  if (editsCollection(collection, person) || collection.visibility === 'public') return true;
  if (!person) return false;
  return collection.visibility === 'internal' || collection.shares.some((share) => reaches(share, person));
}

/** A collection others shared with the person (`scope=shared`). */
export const sharedCollection = (collection: MadeCollection, person: Person) =>
  collection.owner !== person.user.id && collection.shares.some((share) => reaches(share, person));

/** Shares in one order, to compare them as sets. */
export const byKindAndId = <T extends Share>(shares: T[]) =>
  [...shares].sort((a, b) => a.kind.localeCompare(b.kind) || a.id - b.id);

/** A detail's answer: null (404) to one who may not read it; to editors, whom it is shared with, named. */
function standing(shares: Share[], reads: boolean, editor: boolean, names: Map<string, string>): Standing {
  if (!reads) return null;
  if (!editor) return { canEdit: false };
  const named = shares.map((share) => ({ ...share, name: names.get(`${share.kind} ${share.id}`) ?? '' }));
  return { canEdit: true, sharedWith: byKindAndId(named) };
}

export const promptStanding = (prompt: Made, person: Person | null, names: Map<string, string>) =>
  standing(prompt.shares, sees(prompt, person), edits(prompt, person), names);

export function collectionStanding(
  collection: MadeCollection,
  person: Person | null,
  names: Map<string, string>,
) {
  const reads = readsCollection(collection, person);
  return standing(collection.shares, reads, editsCollection(collection, person), names);
}
