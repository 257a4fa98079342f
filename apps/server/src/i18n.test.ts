import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptInput, seedTaxonomy, type TestUser } from './modules/prompts/test-data.ts';
import { createTestApp, createUser, type TestContext } from './test/app.ts';

describe("the API's messages in the language a request prefers (issue 31)", () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createUser(ctx);
    await seedTaxonomy(ctx);
  });
  afterAll(() => ctx.close());

  const message = async (url: string, headers: Record<string, string>, payload?: object) =>
    (await ctx.app.inject({ method: payload ? 'POST' : 'GET', url, headers, payload })).json().message;

  it('answers in the first language of Accept-Language that it speaks, English otherwise', async () => {
    expect(await message('/api/prompts/999999', { 'accept-language': 'de-AT,de;q=0.9' })).toBe(
      'Prompt nicht gefunden',
    );
    expect(await message('/api/prompts/999999', { 'accept-language': 'tlh, de;q=0.5' })).toBe(
      'Prompt nicht gefunden',
    );
    expect(await message('/api/prompts/999999', { 'accept-language': 'tlh' })).toBe('Prompt not found');
    expect(await message('/api/prompts/999999', {})).toBe('Prompt not found');
  });

  it("translates a form's messages without putting the field in front of those that name it", async () => {
    const headers = { ...user.auth, 'accept-language': 'de' };
    const body = { ...promptInput(), title: 'x', content: 'short' };
    const english = await message('/api/prompts', user.auth, body);
    expect(english).toBe('Title must be at least 3 characters; Content must be at least 10 characters');
    const german = await message('/api/prompts', headers, body);
    expect(german).not.toMatch(/title:|content:/);
    expect(german).not.toBe(english);
  });

  it('puts the values of a message where the translation wants them', async () => {
    const headers = { ...user.auth, 'accept-language': 'de' };
    const body = promptInput({ categories: ['Cooking'] });
    expect(await message('/api/prompts', headers, body)).toBe('Unbekannte Kategorie: Cooking');
    expect(await message('/api/prompts', user.auth, body)).toBe('Unknown category: Cooking');
  });

  it("says zod's own messages (a wrong type, where a schema names none) in the request's language", async () => {
    const body = { ...promptInput(), title: 5 };
    expect(await message('/api/prompts', user.auth, body)).toBe(
      'title: Invalid input: expected string, received number',
    );
    expect(await message('/api/prompts', { ...user.auth, 'accept-language': 'de' }, body)).toBe(
      'title: Ungültige Eingabe: erwartet string, erhalten Zahl',
    );
    const japanese = await message('/api/prompts', { ...user.auth, 'accept-language': 'ja' }, body);
    expect(japanese).toMatch(/^title: 無効な入力/);
    expect(await message('/api/prompts', { ...user.auth, 'accept-language': 'pt-BR' }, body)).toBe(
      'title: Entrada inválida: esperava um texto, recebeu um número',
    );
  });
});
