import { MSG, SERVER_MSG } from '@prompt-lib/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts, promptUsages, savedPrompts } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { keptCountsThatDiffer } from '../../test/recount.ts';
import { addPrompt, asReader, errorBody, promptInput, seedTaxonomy, type TestUser } from './test-data.ts';

describe('one prompt: create, read, replace, delete', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx, { username: 'owner' });
    other = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    user?: TestUser,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: user?.auth ?? {}, payload });

  describe('create', () => {
    it('answers 201 with the whole prompt: published, new, by its creator', async () => {
      const res = await inject('POST', '/api/prompts', owner, {
        title: '  Cold email opener ',
        content: 'Write a cold email to [name] about [product].',
        previewText: 'Open a cold email well',
        categories: ['marketing', 'Writing'],
        tags: ['SEO', 'email'],
        imageUrls: ['/api/v1/assets/image/abc'],
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        title: 'Cold email opener',
        content: 'Write a cold email to [name] about [product].',
        previewText: 'Open a cold email well',
        categories: ['Writing', 'Marketing'],
        tags: ['email', 'seo'],
        imageUrls: ['/api/v1/assets/image/abc'],
        trending: false,
        featured: false,
        new: true,
        rating: 0,
        ratingCount: 0,
        commentCount: 0,
        usesCount: 0,
        status: 'published',
        version: 1,
        productionVersion: null,
        createdBy: owner.id,
        createdByName: 'owner',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        updatedAt: null,
        language: 'en',
        visibility: 'public',
        sharedWith: [],
        canEdit: true,
      });
      const read = await inject('GET', `/api/prompts/${res.json().id}`);
      expect(read.json()).toEqual(asReader(res.json()));
    });

    it('creates a draft when asked (issue 30): only its owner sees it, nothing is counted or listed', async () => {
      const listed = async () => (await inject('GET', '/api/prompts?page=0&size=1')).json().totalCount;
      const before = await listed();
      const res = await inject('POST', '/api/prompts', owner, { ...promptInput(), status: 'draft' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ status: 'draft', createdBy: owner.id });
      const url = `/api/prompts/${res.json().id}`;
      expect((await inject('GET', url, owner)).json()).toMatchObject({ status: 'draft' });
      expect((await inject('GET', url, other)).statusCode).toBe(404);
      expect((await inject('GET', url)).statusCode).toBe(404);
      expect(await listed()).toBe(before);
      expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);
    });

    it('refuses a status other than published or draft, creating nothing', async () => {
      const count = async () => (await ctx.database.db.select({ id: prompts.id }).from(prompts)).length;
      const before = await count();
      for (const status of ['archived', 'hidden', 7]) {
        const res = await inject('POST', '/api/prompts', owner, { ...promptInput(), status });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain('status must be published or draft');
      }
      expect(await count()).toBe(before);
    });

    it('refuses anonymous callers with 401, even with a bad body', async () => {
      for (const payload of [promptInput(), { title: 'x' }]) {
        const res = await inject('POST', '/api/prompts', undefined, payload);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(errorBody(401, 'Unauthorized', SERVER_MSG.unauthorized));
      }
    });

    it("validates with the spec's messages", async () => {
      const cases: [object, string][] = [
        [promptInput({ title: 'ab' }), MSG.titleMin],
        [promptInput({ content: '   short   ' }), MSG.contentMin],
        [promptInput({ categories: [] }), `categories: ${MSG.categoryRequired}`],
        [promptInput({ tags: [] }), `tags: ${MSG.tagRequired}`],
        [promptInput({ imageUrls: ['a', 'b', 'c', 'd', 'e', 'f'] }), 'imageUrls: Maximum 5 images allowed'],
        [promptInput({ categories: ['Cooking'] }), SERVER_MSG.unknownCategory('Cooking')],
        [promptInput({ tags: ['email', 'nope'] }), SERVER_MSG.unknownTag('nope')],
      ];
      for (const [payload, message] of cases) {
        const res = await inject('POST', '/api/prompts', owner, payload);
        expect(res.json()).toEqual(errorBody(400, 'Bad Request', message));
      }
    });

    it('writes nothing when a name is unknown, and takes each known name once, in any case', async () => {
      const count = async () => (await ctx.database.db.select({ id: prompts.id }).from(prompts)).length;
      const before = await count();
      const refused = await inject(
        'POST',
        '/api/prompts',
        owner,
        promptInput({ tags: ['email', 'nope', 'nada'] }),
      );
      expect(refused.json()).toEqual(errorBody(400, 'Bad Request', SERVER_MSG.unknownTag('nope')));
      expect(await count()).toBe(before);

      const res = await inject(
        'POST',
        '/api/prompts',
        owner,
        promptInput({
          title: 'Twice named',
          categories: ['writing', 'WRITING', 'Marketing'],
          tags: ['Email', 'email'],
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ categories: ['Writing', 'Marketing'], tags: ['email'], version: 1 });
      const first = await inject('GET', `/api/prompts/${res.json().id}/versions/1`, owner);
      expect(first.json()).toMatchObject({
        version: 1,
        categories: ['Writing', 'Marketing'],
        tags: ['email'],
      });
      expect(await count()).toBe(before + 1);
    });

    it('answers 400 to a body that is not JSON', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/prompts',
        headers: { ...owner.auth, 'content-type': 'application/json' },
        payload: '{"title": "broken',
      });
      expect(res.json()).toEqual(errorBody(400, 'Bad Request', 'The request body is not valid JSON'));
    });

    it('stores text with a NUL character instead of failing', async () => {
      const res = await inject('POST', '/api/prompts', owner, promptInput({ title: 'Nul\u0000 title' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().title).toBe('Nul title');
    });
  });

  describe('read', () => {
    it('answers 404 for an unknown id and 400 for an id that is not a positive whole number', async () => {
      for (const id of ['999999', '2147483648', '99999999999999']) {
        const res = await inject('GET', `/api/prompts/${id}`);
        expect(res.json()).toEqual(errorBody(404, 'Not Found', SERVER_MSG.promptNotFound));
      }
      for (const id of ['abc', '1.5', '0', '-3']) {
        const res = await inject('GET', `/api/prompts/${id}`);
        expect(res.json()).toEqual(errorBody(400, 'Bad Request', 'id must be a positive whole number'));
      }
    });

    it('answers many readers at once, each with the prompt they asked for', async () => {
      const published = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => addPrompt(ctx, owner, { title: `Read at once ${n}` })),
      );
      const draft = await addPrompt(ctx, owner, { title: 'Read at once, draft' }, 'draft');
      const ids = [...published.map((prompt) => prompt.id), draft.id, 2_000_000, published[0]?.id as number];
      const answers = await Promise.all(ids.map((id) => inject('GET', `/api/prompts/${id}`)));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 404, 404, 200]);
      expect(answers.filter((res) => res.statusCode === 200).map((res) => res.json().title)).toEqual([
        ...published.map((prompt) => prompt.title),
        published[0]?.title,
      ]);
      const ownView = await Promise.all(
        [draft.id, published[1]?.id].map((id) => inject('GET', `/api/prompts/${id}`, owner)),
      );
      expect(ownView.map((res) => res.json().title)).toEqual([draft.title, published[1]?.title]);
    });

    it('shows a draft or archived prompt to its owner and admins only', async () => {
      for (const status of ['draft', 'archived'] as const) {
        const prompt = await addPrompt(ctx, owner, {}, status);
        const url = `/api/prompts/${prompt.id}`;
        expect((await inject('GET', url, owner)).json()).toMatchObject({ id: prompt.id, status });
        expect((await inject('GET', url, admin)).statusCode).toBe(200);
        expect((await inject('GET', url, other)).statusCode).toBe(404);
        expect((await inject('GET', url)).statusCode).toBe(404);
      }
    });
  });

  describe('replace', () => {
    it('lets the owner replace the fields, sets updatedAt, keeps the creator and counts', async () => {
      const prompt = await addPrompt(ctx, owner, { previewText: 'old preview', imageUrls: ['/a'] });
      const res = await inject('PUT', `/api/prompts/${prompt.id}`, owner, {
        title: 'Renamed prompt',
        content: 'Entirely new content here.',
        categories: ['Coding'],
        tags: ['python', 'seo'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...prompt,
        title: 'Renamed prompt',
        content: 'Entirely new content here.',
        previewText: null,
        imageUrls: [],
        categories: ['Coding'],
        tags: ['python', 'seo'],
        updatedAt: expect.stringMatching(/^\d{4}-/),
        version: 2,
      });
    });

    it('lets an admin edit anyone’s prompt; others get 403, anonymous 401', async () => {
      const prompt = await addPrompt(ctx, owner);
      const url = `/api/prompts/${prompt.id}`;
      const payload = promptInput({ title: 'Edited by someone' });
      expect((await inject('PUT', url, other, payload)).json()).toEqual(
        errorBody(403, 'Forbidden', SERVER_MSG.forbidden),
      );
      expect((await inject('PUT', url, undefined, payload)).statusCode).toBe(401);
      const byAdmin = await inject('PUT', url, admin, payload);
      expect(byAdmin.json()).toMatchObject({ title: 'Edited by someone', createdBy: owner.id });
    });

    it("answers 404 for an unknown prompt and for someone else's draft", async () => {
      const draft = await addPrompt(ctx, owner, {}, 'draft');
      for (const id of [999999, draft.id]) {
        const res = await inject('PUT', `/api/prompts/${id}`, other, promptInput());
        expect(res.json()).toEqual(errorBody(404, 'Not Found', SERVER_MSG.promptNotFound));
      }
    });

    it('validates the body like create', async () => {
      const prompt = await addPrompt(ctx, owner);
      const res = await inject('PUT', `/api/prompts/${prompt.id}`, owner, promptInput({ title: '' }));
      expect(res.json()).toEqual(errorBody(400, 'Bad Request', MSG.titleMin));
    });

    it('changes nothing when a name is unknown, and takes each known name once, in any case', async () => {
      const prompt = await addPrompt(ctx, owner, { categories: ['Writing'], tags: ['email'] });
      const url = `/api/prompts/${prompt.id}`;
      const refused = await inject(
        'PUT',
        url,
        owner,
        promptInput({ title: 'Not saved', categories: ['Cooking'] }),
      );
      expect(refused.json()).toEqual(errorBody(400, 'Bad Request', SERVER_MSG.unknownCategory('Cooking')));
      expect((await inject('GET', url, owner)).json()).toEqual({ ...prompt, myRating: null });

      const res = await inject(
        'PUT',
        url,
        owner,
        promptInput({ categories: ['coding', 'CODING'], tags: ['SEO', 'seo', 'python'] }),
      );
      expect(res.json()).toMatchObject({ categories: ['Coding'], tags: ['python', 'seo'], version: 2 });
    });
  });

  describe('delete', () => {
    it('answers 204, after which the prompt is gone; others get 403, anonymous 401', async () => {
      const prompt = await addPrompt(ctx, owner);
      const url = `/api/prompts/${prompt.id}`;
      expect((await inject('DELETE', url, other)).statusCode).toBe(403);
      expect((await inject('DELETE', url)).statusCode).toBe(401);
      const res = await inject('DELETE', url, owner);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await inject('GET', url, owner)).statusCode).toBe(404);
      expect((await inject('DELETE', url, owner)).statusCode).toBe(404);
    });

    it('removes the saves and usage records of the prompt, and an admin may do it', async () => {
      const prompt = await addPrompt(ctx, owner);
      expect((await inject('POST', `/api/saved-prompts/${prompt.id}`, other)).statusCode).toBe(201);
      const usage = await inject(
        'POST',
        `/api/prompt-usage/record?promptId=${prompt.id}&actionType=COPY`,
        other,
      );
      expect(usage.statusCode).toBe(201);
      expect((await inject('GET', '/auth/me', other)).json()).toMatchObject({
        promptsSaved: 1,
        promptsUsed: 1,
      });
      const res = await inject('DELETE', `/api/prompts/${prompt.id}`, admin);
      expect(res.statusCode).toBe(204);
      const db = ctx.database.db;
      expect(await db.$count(savedPrompts, eq(savedPrompts.promptId, prompt.id))).toBe(0);
      expect(await db.$count(promptUsages, eq(promptUsages.promptId, prompt.id))).toBe(0);
      expect(await db.$count(prompts, eq(prompts.id, prompt.id))).toBe(0);
      const me = await inject('GET', '/auth/me', other);
      expect(me.json()).toMatchObject({ promptsSaved: 0, promptsUsed: 0 });
    });
  });

  describe('language (issue 31)', () => {
    /** Prompts written in a language, each as a client would send it. */
    const WRITTEN = {
      de: {
        title: 'Höfliche Erinnerung an eine offene Rechnung',
        content:
          'Schreibe eine freundliche, aber bestimmte E-Mail an [Kunde], in der du an die seit zwei Wochen offene Rechnung erinnerst und um Zahlung bis Freitag bittest.',
      },
      ja: {
        title: '会議の議事録を要約する',
        content: '次の議事録を読み、決定事項、担当者、期限を表にまとめてください。\n\n議事録: [議事録]',
      },
      ar: {
        title: 'خطة دراسية أسبوعية',
        content:
          'أنت معلم خبير. ضع لي خطة دراسية لمدة أسبوع لمادة [المادة] مع مراجعة يومية قصيرة واختبار في نهاية الأسبوع.',
      },
      hi: {
        title: 'विनम्र ईमेल लिखिए',
        content:
          'एक विनम्र ईमेल लिखिए जिसमें [ग्राहक] से पिछले महीने के बिल का भुगतान करने का अनुरोध हो और भुगतान की अंतिम तारीख बताई गई हो।',
      },
      en: {
        title: 'Polite reminder about an open invoice',
        content:
          'Write a friendly but firm email to [client] reminding them of the invoice that has been open for two weeks, and ask for payment by Friday.',
      },
    } as const;

    it('is detected from the text when the client names none: German, Japanese, Arabic, Hindi, English', async () => {
      for (const [language, text] of Object.entries(WRITTEN)) {
        const res = await inject('POST', '/api/prompts', owner, promptInput(text));
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().language, text.title).toBe(language);
        expect((await inject('GET', `/api/prompts/${res.json().id}`)).json().language).toBe(language);
      }
    });

    it('is English for a text too short to tell', async () => {
      const res = await inject(
        'POST',
        '/api/prompts',
        owner,
        promptInput({ title: 'Zeitplan', content: 'Plane [Woche].' }),
      );
      expect(res.json().language).toBe('en');
    });

    it('is the one the client names, kept as its primary code ("pt-BR" is "pt")', async () => {
      for (const [given, kept] of [
        ['de', 'de'],
        ['pt-BR', 'pt'],
        ['ZH-Hant', 'zh'],
        ['sr_Latn', 'sr'],
        ['fil', 'fil'],
      ]) {
        // The text is English: a language the client names wins over detection.
        const res = await inject(
          'POST',
          '/api/prompts',
          owner,
          promptInput({ ...WRITTEN.en, language: given }),
        );
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().language).toBe(kept);
      }
    });

    it('refuses a code that is none with a 400, saving nothing', async () => {
      const db = ctx.database.db;
      const before = await db.$count(prompts);
      for (const language of ['english', 'e', 'de-', 'de--DE', '12', 'de DE', '', 7]) {
        const res = await inject('POST', '/api/prompts', owner, { ...promptInput(), language });
        expect(res.json(), String(language)).toEqual(errorBody(400, 'Bad Request', SERVER_MSG.languageCode));
      }
      expect(await db.$count(prompts)).toBe(before);
      const prompt = await addPrompt(ctx, owner);
      const url = `/api/prompts/${prompt.id}`;
      const refused = await inject('PUT', url, owner, promptInput({ ...WRITTEN.de, language: 'deutsch' }));
      expect(refused.json()).toEqual(errorBody(400, 'Bad Request', SERVER_MSG.languageCode));
      expect((await inject('GET', url, owner)).json()).toEqual({ ...prompt, myRating: null });
    });

    it('on a replace: the one named; else detected again only when the text changed; too short keeps it', async () => {
      const prompt = await addPrompt(ctx, owner, { ...WRITTEN.en, language: 'fr' });
      expect(prompt.language).toBe('fr');
      const url = `/api/prompts/${prompt.id}`;
      const put = async (body: object) => (await inject('PUT', url, owner, promptInput(body))).json();
      // The same text, other tags: the language it was given stays.
      expect(await put({ ...WRITTEN.en, tags: ['seo'] })).toMatchObject({ language: 'fr', tags: ['seo'] });
      // New text without a language: detected.
      expect(await put(WRITTEN.de)).toMatchObject({ language: 'de', title: WRITTEN.de.title });
      // A text too short to tell keeps the language the prompt had.
      expect(await put({ title: 'Kurz', content: 'Fasse [Text] zusammen.' })).toMatchObject({
        language: 'de',
      });
      expect(await put({ ...WRITTEN.ja })).toMatchObject({ language: 'ja' });
      // Named: as named, whatever the text.
      expect(await put({ ...WRITTEN.ja, language: 'ko' })).toMatchObject({ language: 'ko' });
      expect((await inject('GET', url)).json().language).toBe('ko');
    });
  });
});
