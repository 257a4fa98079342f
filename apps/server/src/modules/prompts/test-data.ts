// Test data for the prompt, saved-prompt and usage tests: categories and tags straight into the
// database (their own calls belong to another module), prompts and groups through the API as a client
// makes them.
import type { Prompt, PromptInput, PromptStatus } from '@prompt-lib/contract';
import { categories, tags } from '../../db/schema.ts';
import type { createUser, TestContext } from '../../test/app.ts';

export type TestUser = Awaited<ReturnType<typeof createUser>>;

export const CATEGORY_NAMES = ['Writing', 'Marketing', 'Coding'] as const;
export const TAG_NAMES = ['email', 'seo', 'python'] as const;

/** Inserts the categories and tags above; answers their ids by name. */
export async function seedTaxonomy(ctx: TestContext) {
  const db = ctx.database.db;
  const categoryRows = await db
    .insert(categories)
    .values(CATEGORY_NAMES.map((name, displayOrder) => ({ name, displayOrder })))
    .returning({ id: categories.id, name: categories.name });
  const tagRows = await db
    .insert(tags)
    .values(TAG_NAMES.map((name) => ({ name })))
    .returning({ id: tags.id, name: tags.name });
  return {
    categoryId: Object.fromEntries(categoryRows.map((row) => [row.name, row.id])),
    tagId: Object.fromEntries(tagRows.map((row) => [row.name, row.id])),
  };
}

let counter = 0;

export const promptInput = (overrides: Partial<PromptInput> = {}): PromptInput => {
  counter += 1;
  return {
    title: `Prompt number ${counter}`,
    content: `Write a short piece about [topic] for test ${counter}.`,
    previewText: null,
    categories: ['Writing'],
    tags: ['email'],
    imageUrls: [],
    ...overrides,
  };
};

/** Creates a prompt through POST /api/prompts, optionally then setting its status. */
export async function addPrompt(
  ctx: TestContext,
  owner: TestUser,
  overrides: Partial<PromptInput> = {},
  status?: PromptStatus,
): Promise<Prompt> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/prompts',
    headers: owner.auth,
    payload: promptInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const prompt: Prompt = res.json();
  if (!status || status === 'published') return prompt;
  const changed = await ctx.app.inject({
    method: 'PUT',
    url: `/api/prompts/${prompt.id}/status?status=${status}`,
    headers: owner.auth,
  });
  if (changed.statusCode !== 200) throw new Error(`status failed: ${changed.statusCode} ${changed.body}`);
  return changed.json();
}

/** Creates a group through the API as `admin`, with `members` in it; answers its id. */
export async function addGroup(
  ctx: TestContext,
  admin: TestUser,
  name: string,
  members: TestUser[],
): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/groups',
    headers: admin.auth,
    payload: { name },
  });
  if (res.statusCode !== 201) throw new Error(`group failed: ${res.statusCode} ${res.body}`);
  const id: number = res.json().id;
  for (const member of members) {
    const added = await ctx.app.inject({
      method: 'PUT',
      url: `/api/groups/${id}/members/${member.id}`,
      headers: admin.auth,
      payload: { role: 'member' },
    });
    if (added.statusCode >= 300) throw new Error(`member failed: ${added.statusCode} ${added.body}`);
  }
  return id;
}

/** A prompt's sharing fields: private, shared with the group to read. */
export const privateToGroup = (groupId: number): Pick<PromptInput, 'visibility' | 'sharedWith'> => ({
  visibility: 'private',
  sharedWith: [{ kind: 'group', id: groupId, canEdit: false }],
});

/** An error answer in DESIGN §4's shape. */
export const errorBody = (statusCode: number, error: string, message: string) => ({
  statusCode,
  error,
  message,
});

/** A prompt as someone who may read but not edit it sees it: without its sharing. */
export function asReader({ sharedWith: _sharedWith, ...prompt }: Prompt): Prompt {
  return { ...prompt, canEdit: false };
}
