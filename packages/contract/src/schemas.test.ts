import { describe, expect, it } from 'vitest';
import {
  categoryInputSchema,
  IMPORT_MSG,
  loginSchema,
  pageQuerySchema,
  promptInputSchema,
  registerFormSchema,
  statusQuerySchema,
  usageQuerySchema,
} from './index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('form schemas carry the spec messages', () => {
  it('login', () => {
    expect(firstMessage(loginSchema.safeParse({ email: 'nope', password: 'x' }))).toBe(
      'Invalid email address',
    );
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Password is required',
    );
    expect(loginSchema.parse({ email: '  a@b.co ', password: 'x' }).email).toBe('a@b.co');
  });

  it('register checks the confirmation on confirmPassword', () => {
    const result = registerFormSchema.safeParse({
      username: 'ann',
      email: 'ann@example.com',
      password: 'one',
      confirmPassword: 'two',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'Passwords do not match', path: ['confirmPassword'] }),
    ]);
    expect(
      firstMessage(
        registerFormSchema.safeParse({
          username: 'an',
          email: 'a@b.co',
          password: 'x',
          confirmPassword: 'x',
        }),
      ),
    ).toBe('Username must be at least 3 characters');
  });

  it('prompt', () => {
    const result = promptInputSchema.safeParse({ title: 'ab', content: 'short', categories: [], tags: [] });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Title must be at least 3 characters',
      'Content must be at least 10 characters',
      'Select at least one category',
      'Select at least one tag',
    ]);
    const tooMany = promptInputSchema.safeParse({
      title: 'A title',
      content: 'Long enough content',
      categories: ['Writing'],
      tags: ['email'],
      imageUrls: ['1', '2', '3', '4', '5', '6'],
    });
    expect(firstMessage(tooMany)).toBe('Maximum 5 images allowed');
  });

  it('category display order', () => {
    for (const displayOrder of [-1, 1.5, Number.NaN]) {
      expect(firstMessage(categoryInputSchema.safeParse({ name: 'Writing', displayOrder }))).toBe(
        'Display order must be a positive number',
      );
    }
    expect(firstMessage(categoryInputSchema.safeParse({ name: 'W', displayOrder: 0 }))).toBe(
      'Name must be at least 2 characters',
    );
  });
});

describe('query strings', () => {
  it('reads paging and repeated sorts', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 0, size: 10, sort: [] });
    expect(pageQuerySchema.parse({ page: '2', size: '12', sort: ['createdAt,desc', 'TITLE'] })).toEqual({
      page: 2,
      size: 12,
      sort: [
        { field: 'createdAt', direction: 'desc' },
        { field: 'title', direction: 'asc' },
      ],
    });
  });

  it('refuses bad paging with a message', () => {
    expect(firstMessage(pageQuerySchema.safeParse({ size: '0' }))).toBe('size must be at least 1');
    expect(firstMessage(pageQuerySchema.safeParse({ size: '101' }))).toBe('size must be at most 100');
    expect(firstMessage(pageQuerySchema.safeParse({ page: 'x' }))).toBe('page must be a whole number');
    expect(firstMessage(pageQuerySchema.safeParse({ sort: 'password,asc' }))).toMatch(/^sort must be one of/);
  });

  it('accepts status and action types in any case', () => {
    expect(statusQuerySchema.parse({ status: 'DRAFT' }).status).toBe('draft');
    expect(firstMessage(statusQuerySchema.safeParse({ status: 'gone' }))).toBe(
      'status must be published, draft or archived',
    );
    expect(usageQuerySchema.parse({ promptId: '4', actionType: 'copy' })).toEqual({
      promptId: 4,
      actionType: 'COPY',
    });
    expect(firstMessage(usageQuerySchema.safeParse({ promptId: '4', actionType: 'LIKE' }))).toBe(
      'actionType must be COPY, SHARE or OPEN',
    );
    expect(usageQuerySchema.parse({ promptId: '4', actionType: 'open', target: 'claude' })).toEqual({
      promptId: 4,
      actionType: 'OPEN',
      target: 'claude',
    });
    for (const query of [
      { promptId: '4', actionType: 'OPEN' },
      { promptId: '4', actionType: 'COPY', target: 'claude' },
    ])
      expect(firstMessage(usageQuerySchema.safeParse(query))).toBe('target goes with OPEN, and only with it');
  });
});

describe('import messages', () => {
  it('write the row limit as a reader expects it', () => {
    expect(IMPORT_MSG.tooManyRows).toBe('The file has more than 200,000 prompts');
  });
});
