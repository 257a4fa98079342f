// Demo data (DESIGN §5): on the first start with an empty database, a living library at once:
// categories, tags, 60+ prompts (some with generated images), a demo admin and a demo user. It loads in
// one transaction and only into a database without users or prompts, so loading twice never duplicates.
import { VERSION_FIELDS } from '@prompt-lib/contract';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password.ts';
import { storeImage } from '../../modules/images/store.ts';
import { recountPopularity } from '../../modules/popularity/repository.ts';
import type { Db } from '../client.ts';
import {
  categories,
  collectionPrompts,
  collections,
  promptCategories,
  promptRatings,
  prompts,
  promptTags,
  promptUsages,
  tags,
  users,
} from '../schema.ts';
import { refreshTaxonomyText } from '../taxonomy.ts';
import { textArray } from '../values.ts';
import { BUSINESS_CAREER } from './content/prompts-business-career.ts';
import { CODING_DATA } from './content/prompts-coding-data.ts';
import { LEARNING_LIFE } from './content/prompts-learning-life.ts';
import { WORLD } from './content/prompts-world.ts';
import { WRITING_MARKETING } from './content/prompts-writing-marketing.ts';
import { DEMO_CATEGORIES, DEMO_TAGS } from './content/taxonomy.ts';
import { renderDemoImage } from './images.ts';
import { DEMO_PACKS, packPrompts } from './packs.ts';
import { DEMO_RATERS, demoRatings } from './ratings.ts';

export type DemoAccount = { role: 'admin' | 'user'; email: string; password: string };
export type DemoResult = { loaded: boolean; summary: Record<string, number>; accounts: DemoAccount[] };

export const DEMO_ACCOUNTS = [
  { role: 'admin', username: 'admin', email: 'admin@promptlib.local', password: 'admin12345' },
  { role: 'user', username: 'demo', email: 'demo@promptlib.local', password: 'demo12345' },
] as const;

export const DEMO_PROMPTS = [
  ...WRITING_MARKETING,
  ...CODING_DATA,
  ...BUSINESS_CAREER,
  ...LEARNING_LIFE,
  ...WORLD,
];

const DAY_MS = 24 * 60 * 60 * 1000;

const accountsOf = (): DemoAccount[] =>
  DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password }));

export async function loadDemoData(db: Db): Promise<DemoResult> {
  if ((await db.$count(users)) > 0 || (await db.$count(prompts)) > 0) {
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS[0].email));
    return { loaded: false, summary: {}, accounts: admin ? accountsOf() : [] };
  }
  // Hashing and drawing happen before the transaction, which then only writes.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  const pictures = await Promise.all(
    DEMO_PROMPTS.flatMap((prompt, p) =>
      Array.from({ length: prompt.images ?? 0 }, (_, i) => renderDemoImage(p * 7 + i * 3 + 1)),
    ),
  );

  const summary = await db.transaction(async (tx) => {
    const userRows = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map(({ role, username, email }, i) => ({
          role,
          username,
          email,
          passwordHash: hashes[i] as string,
        })),
      )
      .returning({ id: users.id });
    const categoryRows = await tx
      .insert(categories)
      .values(DEMO_CATEGORIES.map((name, displayOrder) => ({ name, displayOrder })))
      .returning({ id: categories.id, name: categories.name });
    const tagRows = await tx
      .insert(tags)
      .values(DEMO_TAGS.map((name) => ({ name })))
      .returning({ id: tags.id, name: tags.name });
    const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
    const tagId = new Map(tagRows.map((row) => [row.name, row.id]));

    const imageUrls: string[] = [];
    for (const picture of pictures)
      imageUrls.push((await storeImage(tx, picture, userRows[0]?.id ?? null)).url);

    const now = Date.now();
    let nextImage = 0;
    const promptRows = await tx
      .insert(prompts)
      .values(
        DEMO_PROMPTS.map((prompt, i) => {
          const flags = prompt.flags ?? '';
          // Spread over the last months, newest first in list order; every fifth one was edited since.
          const createdAt = new Date(now - (i * 2.3 + 0.5) * DAY_MS);
          const urls = imageUrls.slice(nextImage, nextImage + (prompt.images ?? 0));
          nextImage += urls.length;
          return {
            title: prompt.title,
            content: prompt.content,
            previewText: prompt.preview,
            imageUrls: urls,
            trending: flags.includes('t'),
            featured: flags.includes('f'),
            isNew: flags.includes('n'),
            usesCount: prompt.uses,
            status: prompt.draft ? 'draft' : 'published',
            // The demo user wrote every third prompt (and the draft); the admin the rest.
            createdBy: (i % 3 === 2 || prompt.draft ? userRows[1]?.id : userRows[0]?.id) ?? null,
            createdAt,
            updatedAt: i % 5 === 4 ? new Date(createdAt.getTime() + DAY_MS) : null,
            language: prompt.language ?? 'en',
          };
        }),
      )
      .returning({ id: prompts.id });

    const links = DEMO_PROMPTS.map((prompt, i) => ({ prompt, promptId: promptRows[i]?.id as number }));
    await tx
      .insert(promptCategories)
      .values(
        links.flatMap(({ prompt, promptId }) =>
          prompt.categories.map((name) => ({ promptId, categoryId: categoryId.get(name) as number })),
        ),
      );
    await tx
      .insert(promptTags)
      .values(
        links.flatMap(({ prompt, promptId }) =>
          prompt.tags.map((name) => ({ promptId, tagId: tagId.get(name) as number })),
        ),
      );
    await refreshTaxonomyText(tx, 'all');

    const raterRows = await tx.insert(users).values(DEMO_RATERS).returning({ id: users.id });
    const ratingRows = links.flatMap(({ prompt, promptId }, i) =>
      prompt.draft
        ? []
        : demoRatings(prompt.rating, i).map((value, r) => ({
            promptId,
            userId: raterRows[r]?.id as number,
            value,
          })),
    );
    await tx.insert(promptRatings).values(ratingRows);
    // The kept mean and count, and version 1 of each prompt, as the ratings and create paths keep them.
    await tx.execute(sql`
      update prompts p set rating = r.mean, rating_count = r.n
      from (select prompt_id, round(avg(value), 1) as mean, count(*)::int as n from prompt_ratings group by prompt_id) r
      where p.id = r.prompt_id`);
    await tx.execute(sql`
      insert into prompt_versions (prompt_id, version, title, content, preview_text, categories, tags, image_urls, changed, edited_by, created_at)
      select s.prompt_id, s.version, s.title, s.content, s.preview_text, s.categories, s.tags, s.image_urls,
        ${textArray(VERSION_FIELDS)}, p.created_by, coalesce(p.updated_at, p.created_at)
      from prompt_snapshots s join prompts p on p.id = s.prompt_id`);
    await loadPacksAndCopies(tx, userRows[0]?.id as number, links, now);
    return {
      users: userRows.length + raterRows.length,
      categories: categoryRows.length,
      tags: tagRows.length,
      prompts: promptRows.length,
      images: imageUrls.length,
      ratings: ratingRows.length,
    };
  });
  return { loaded: true, summary, accounts: accountsOf() };
}

/**
 * The spec's four starter packs, as the admin's public collections marked as packs; and a few recent
 * anonymous copies of every fourth prompt, so "Popular now" has something to show on a first start
 * (their weights added as modules/popularity adds them; they leave the list after 7 days).
 */
async function loadPacksAndCopies(tx: Db, adminId: number, links: { promptId: number }[], now: number) {
  for (const [order, pack] of DEMO_PACKS.entries()) {
    const [row] = await tx
      .insert(collections)
      .values({
        ownerId: adminId,
        name: pack.name,
        description: pack.description,
        visibility: 'public',
        pack: true,
        packIcon: pack.icon,
        packOrder: order,
      })
      .returning({ id: collections.id });
    await tx.insert(collectionPrompts).values(
      packPrompts(pack, DEMO_PROMPTS).map((index, position) => ({
        collectionId: row?.id as number,
        promptId: links[index]?.promptId as number,
        position,
      })),
    );
  }
  const copied = DEMO_PROMPTS.flatMap((prompt, i) => (i % 4 === 1 && !prompt.draft ? [i] : []));
  await tx.insert(promptUsages).values(
    copied.flatMap((index, rank) =>
      Array.from({ length: 1 + ((index * 7) % 5) }, (_, k) => ({
        promptId: links[index]?.promptId as number,
        actionType: 'COPY',
        createdAt: new Date(now - ((rank * 0.37 + k * 0.9) % 6) * DAY_MS),
      })),
    ),
  );
  await recountPopularity(tx);
}
