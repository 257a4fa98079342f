// Prompt and category values for web tests: a complete object with overridable fields.
import type { Category, Prompt, PromptPage } from '@prompt-lib/contract';

export function makePrompt(overrides: Partial<Prompt> = {}): Prompt {
  return {
    id: 1,
    title: 'Write a cover letter',
    content: 'Write a cover letter for [job title] at [company].',
    previewText: 'A tailored cover letter in minutes.',
    categories: ['Career'],
    tags: ['writing'],
    imageUrls: [],
    trending: false,
    featured: false,
    new: false,
    rating: 4.5,
    ratingCount: 8,
    commentCount: 0,
    usesCount: 12,
    status: 'published',
    version: 1,
    productionVersion: null,
    createdBy: 1,
    createdByName: 'jane_doe',
    createdAt: '2024-03-05T10:00:00.000Z',
    updatedAt: null,
    language: 'en',
    visibility: 'public',
    canEdit: false,
    ...overrides,
  };
}

/** `count` prompts with ids from `firstId`, titled "Prompt {id}". */
export const makePrompts = (count: number, firstId = 1) =>
  Array.from({ length: count }, (_, i) => makePrompt({ id: firstId + i, title: `Prompt ${firstId + i}` }));

export const page = (list: Prompt[], totalCount = list.length): PromptPage => ({ list, totalCount });

export function makeCategory(id: number, name: string): Category {
  return { id, name, displayOrder: id, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: null };
}
