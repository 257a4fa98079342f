import type { Prompt } from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { keptCountsThatDiffer } from '../../test/recount.ts';
import { addPrompt, seedTaxonomy, type TestUser } from './test-data.ts';

// Search in the language a prompt is written in (issue 31): real sentences in each script, found by
// other forms of their words, by character pairs in Chinese, Japanese and Korean, and with a typo.
describe('search in many languages', () => {
  let ctx: TestContext;
  let owner: TestUser;

  const PROMPTS = [
    {
      language: 'en',
      title: 'Summaries of long articles',
      content: 'Write short summaries of the articles I paste, one paragraph each.',
    },
    {
      language: 'de',
      title: 'Zusammenfassungen langer Artikel',
      content: 'Schreibe kurze Zusammenfassungen der Artikel, die ich einfüge, jeweils einen Absatz.',
    },
    {
      language: 'fr',
      title: 'Lettres de motivation',
      content: 'Rédige une lettre de motivation convaincante pour le poste de [poste] chez [entreprise].',
    },
    {
      language: 'ru',
      title: 'Деловые письма клиентам',
      content: 'Напиши вежливые деловые письма клиентам о задержке поставки и предложи скидку.',
    },
    {
      language: 'ja',
      title: '会議の議事録を要約する',
      content: '次の会議の議事録を読み、決定事項と担当者を箇条書きで要約してください。',
    },
    {
      language: 'zh',
      title: '产品发布新闻稿',
      content: '请为我们的新产品写一篇新闻稿，突出三个主要功能和上市日期。',
    },
    {
      language: 'ko',
      title: '고객 이메일 답장',
      content: '고객의 불만 이메일에 정중하게 답장하고 해결 방법을 제안해 주세요.',
    },
    {
      language: 'ar',
      title: 'كتابة ملخصات المقالات',
      content: 'اكتب ملخصا قصيرا لكل مقال أرسله إليك في فقرة واحدة.',
    },
    {
      language: 'en',
      title: 'Marketing plan for the product launch',
      content: 'Plan the launch week by week.',
    },
    {
      language: 'de',
      title: 'Marketing-Plan für den Produktstart',
      content: 'Plane den Start Woche für Woche mit Zielen und Kanälen.',
    },
    {
      language: 'hi',
      title: 'लेखों का सारांश',
      content: 'मेरे भेजे गए हर लेख का एक छोटा सारांश एक अनुच्छेद में लिखें।',
    },
    {
      language: 'el',
      title: 'Ανακοίνωση για το νέο ωράριο',
      content:
        'Γράψε μια σύντομη ανακοίνωση προς τους πελάτες της επιχείρησης για το νέο ωράριο λειτουργίας.',
    },
    {
      language: 'he',
      title: 'מכתב תודה ללקוחות',
      content: 'כתוב מכתב תודה קצר ללקוחות על ההזמנה שלהם והצע להם הנחה בהזמנה הבאה.',
    },
  ];

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    for (const prompt of PROMPTS) await addPrompt(ctx, owner, prompt);
  });
  afterAll(() => ctx.close());

  const search = async (query: string, extra = '', headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/prompts/search?query=${encodeURIComponent(query)}${extra}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().list as Prompt[]).map((prompt) => prompt.title);
  };

  it('stores each prompt in its language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/prompts?size=20' });
    const languages = (res.json().list as Prompt[]).map((prompt) => prompt.language).sort();
    expect(languages).toEqual(['ar', 'de', 'de', 'el', 'en', 'en', 'fr', 'he', 'hi', 'ja', 'ko', 'ru', 'zh']);
  });

  it('finds German, French, Russian, Arabic, Hindi and Greek prompts by another form of their words', async () => {
    // Words of the content only, which no typo correction knows: found by their stems alone.
    expect(await search('Absätze')).toEqual(['Zusammenfassungen langer Artikel']);
    expect(await search('convaincant')).toEqual(['Lettres de motivation']);
    expect(await search('вежливое письмо')).toEqual(['Деловые письма клиентам']);
    expect(await search('قصير')).toEqual(['كتابة ملخصات المقالات']);
    expect(await search('अनुच्छेदों')).toEqual(['लेखों का सारांश']);
    // Read with PostgreSQL's greek configuration, "επιχείρησης" (of the business) is found as
    // "επιχειρήσεις" (businesses); read as written, no typo correction finds it.
    expect(await search('επιχειρήσεις')).toEqual(['Ανακοίνωση για το νέο ωράριο']);
    // An English word keeps its English reading.
    expect(await search('summary')).toEqual(['Summaries of long articles']);
  });

  it('finds a Hebrew prompt by its words as written (PostgreSQL has no Hebrew stemmer: simple)', async () => {
    expect(await search('הנחה')).toEqual(['מכתב תודה ללקוחות']);
    expect(await search('מכתב תודה')).toEqual(['מכתב תודה ללקוחות']);
  });

  it('finds Japanese, Chinese and Korean prompts by a word inside their unspaced text', async () => {
    expect(await search('議事録')).toEqual(['会議の議事録を要約する']);
    expect(await search('要約')).toEqual(['会議の議事録を要約する']);
    expect(await search('新闻稿')).toEqual(['产品发布新闻稿']);
    expect(await search('이메일')).toEqual(['고객 이메일 답장']);
    expect(await search('議')).toEqual(['会議の議事録を要約する']);
    expect(await search('議事録 決定事項')).toEqual(['会議の議事録を要約する']);
    expect(await search('新闻 議事録')).toEqual([]);
  });

  it("puts the prompts in the reader's language first when a word is theirs too, each kept apart", async () => {
    const english = ['Marketing plan for the product launch', 'Marketing-Plan für den Produktstart'];
    expect(await search('marketing', '', { 'accept-language': 'de-DE,de;q=0.9' })).toEqual(
      [...english].reverse(),
    );
    expect(await search('marketing', '', { 'accept-language': 'en-US' })).toEqual(english);
    expect(await search('marketing', '', { 'accept-language': 'de' })).toEqual([...english].reverse());
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/prompts/search?query=marketing',
      headers: { 'accept-language': 'de' },
    });
    expect(answer.headers['content-language']).toBe('de');
    expect(answer.headers.vary).toBe('Accept-Encoding, Accept-Language');
  });

  it('corrects a typo in a Latin or Cyrillic word', async () => {
    expect(await search('Zusamenfassungen')).toEqual(['Zusammenfassungen langer Artikel']);
    expect(await search('клиентм')).toEqual(['Деловые письма клиентам']);
  });

  it('keeps words of spaced scripts for corrections, not runs of Chinese, Japanese or Korean', async () => {
    const kept = await queryRows<{ word: string }>(
      ctx.database.db,
      sql`select word from search_words where word in ('zusammenfassungen', 'клиентам', '产品发布新闻稿', '고객의')`,
    );
    expect(kept.map((row) => row.word).sort()).toEqual(['zusammenfassungen', 'клиентам']);
    // The rule is one function, which a writer adding words itself (the benchmark's seed) calls too.
    const words = await queryRows<{ word: string }>(
      ctx.database.db,
      sql`select search_words_of('产品发布新闻稿 Zusammenfassungen 고객의 клиентам v2 ok') as word`,
    );
    expect(words.map((row) => row.word).sort()).toEqual(['zusammenfassungen', 'клиентам']);
    // Found by its character pairs all the same, in a run of text or alone.
    expect(await search('新闻稿')).toEqual(['产品发布新闻稿']);
    expect(await search('고객의')).toEqual(['고객 이메일 답장']);
  });

  it('reads a prompt again in the language it is changed to, and keeps the word counts exact', async () => {
    expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);
    const created = await addPrompt(ctx, owner, {
      language: 'en',
      title: 'Kurze Zusammenfassungen',
      content: 'Schreibe Zusammenfassungen in kurzen Absätzen.',
    });
    // Read as English, its German words are not stemmed the German way.
    expect(await search('Absatz')).toEqual(['Zusammenfassungen langer Artikel']);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/prompts/${created.id}`,
      headers: owner.auth,
      payload: { ...created, categories: created.categories, tags: created.tags, language: 'de' },
    });
    expect(changed.json().language).toBe('de');
    expect((await search('Absatz')).sort()).toEqual([
      'Kurze Zusammenfassungen',
      'Zusammenfassungen langer Artikel',
    ]);
    expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);
  });

  it("ranks a title that holds the word in its own language's form first, and counts it so", async () => {
    await addPrompt(ctx, owner, {
      language: 'de',
      title: 'Verträge prüfen',
      content: 'Prüfe jede Klausel sorgfältig und nenne die Risiken.',
    });
    await addPrompt(ctx, owner, {
      language: 'de',
      title: 'Klauseln erklären',
      content: 'Erkläre jede Klausel in diesem Vertrag in einfachen Worten.',
    });
    // "Verträge" is "Vertrag" read as German; read as English it was another word, and the newer
    // prompt, whose content holds "Vertrag", came first.
    expect(await search('Vertrag')).toEqual(['Verträge prüfen', 'Klauseln erklären']);
    const counted = await queryRows(
      ctx.database.db,
      sql`select n from prompt_counts where key = 'title:vertrag'`,
    );
    expect(counted).toEqual([{ n: 1 }]);
    expect(await keptCountsThatDiffer(ctx.database.db)).toEqual([]);
  });

  it('narrows a search to one language', async () => {
    expect(await search('articles', '&language=de')).toEqual([]);
    expect(await search('Artikel', '&language=de')).toEqual(['Zusammenfassungen langer Artikel']);
  });
});
