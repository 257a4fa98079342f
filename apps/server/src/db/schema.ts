// The database schema (PostgreSQL dialect, shared by PGlite and PostgreSQL). drizzle-kit generates
// the migrations in ./migrations from this file; never edit a generated migration by hand.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' });

/**
 * "Published and not hidden by a moderator": the partial indexes' predicate below, and the visibility
 * rule's (modules/prompts/visibility.ts isPublished), written once. A literal, not a parameter, so the
 * planner matches a query's test to the indexes that say the same.
 */
export const publishedAndShown = (t: { status: AnyPgColumn; hiddenAt: AnyPgColumn }) =>
  sql`${t.status} = 'published' and ${t.hiddenAt} is null`;

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Null for an account that signs in only through single sign-on, or has not set one yet. */
    passwordHash: text('password_hash'),
    avatarUrl: text('avatar_url'),
    /** What the account says of itself on its public profile (issue 29): plain text, ≤ 500 characters. */
    bio: text('bio'),
    /** The interface language the account chose (issue 31), one of the contract's codes; null: the browser's. */
    language: text('language'),
    role: text('role').notNull().default('user'),
    /** `active` or `disabled`; a disabled account cannot sign in and its tokens are refused. */
    status: text('status').notNull().default('active'),
    /**
     * Null until the address is verified, where verification is required (registration by domain, an
     * address a sign-on provider did not verify); every other new account counts as verified.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    /**
     * Sign-in tokens carry the version they were issued at; raising it ends every session of the
     * account at once (sign out everywhere, a new password, a role change).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`),
    index('categories_order_idx').on(t.displayOrder, t.name),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const prompts = pgTable(
  'prompts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    previewText: text('preview_text'),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    trending: boolean('trending').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    isNew: boolean('is_new').notNull().default(true),
    /** Mean of prompt_ratings to one decimal, and how many there are, kept by modules/ratings. */
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Its comments and replies, kept by a trigger on prompt_comments (migration 0039, modules/comments). */
    commentCount: integer('comment_count').notNull().default(0),
    /** The number of the newest prompt_versions row: 1 on create, +1 per recorded change. */
    version: integer('version').notNull().default(1),
    /**
     * The version marked `production` (issue 29): what MCP serves and `?version=production` reads;
     * null when none is. Versions 1 to `version` all exist and none is ever deleted alone.
     */
    productionVersion: integer('production_version'),
    usesCount: integer('uses_count').notNull().default(0),
    /**
     * "Popular now": the sum over the prompt's COPY records of the last 7 days of 2^((t − epoch) / 2 days),
     * with popularity_state's epoch; it orders prompts as the decayed count does (modules/popularity).
     */
    popularity: doublePrecision('popularity').notNull().default(0),
    status: text('status').notNull().default('published'),
    /** Who may read it once published (issue 28): `public`, `internal` or `private` (modules/prompts/visibility.ts). */
    visibility: text('visibility').notNull().default('public'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Category and tag names, kept by the repository so the search vector can cover them. */
    taxonomyText: text('taxonomy_text').notNull().default(''),
    /** The prompt's words for search, kept by a trigger from its texts (migration 0024). */
    searchVector: tsvector('search_vector'),
    /**
     * Who reads it besides its visibility, kept by triggers (migration 0037): its owner and those it
     * is shared with by name as minus their user id, its groups as their id (modules/prompts/visibility.ts).
     */
    audience: integer('audience').array().notNull().default(sql`'{}'::integer[]`),
    /** When, why and by whom a moderator hid it (issue 29, modules/reports); null while it is not hidden. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenNote: text('hidden_note'),
    hiddenBy: integer('hidden_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * The language it is written in (issue 31): a BCP 47 primary language code, lowercase; given on
     * save or detected from its text (modules/prompts/language.ts). Prompts older than it are 'en'.
     */
    language: text('language').notNull().default('en'),
    /**
     * The MD5 of its title and content, made by PostgreSQL (migration 0061): what an import tells the
     * rows its importer already has by (modules/transfer/import-repository.ts promptKey).
     */
    contentKey: bytea('content_key').generatedAlwaysAs(sql`decode(md5(title || chr(31) || content), 'hex')`),
  },
  (t) => [
    // Published prompts only (every search of the library): its count needs no status check per row.
    // An owner's own search goes through it too, and prompts_unlisted_owner_idx for the rest.
    // A short pending list of new entries, which every search reads (migration 0027): 1 MB, the
    // setting every connection opens with (db/client.ts), which an import's batch raises (0060).
    index('prompts_search_published_idx').using('gin', t.searchVector).where(publishedAndShown(t)),
    // The published private prompts a signed-in reader may see that match a search, found from the
    // index alone: their words and their audience (modules/prompts/visibility.ts keptCount).
    index('prompts_private_search_idx')
      .using('gin', t.searchVector, t.audience)
      .where(sql`${publishedAndShown(t)} and ${t.visibility} = 'private'`),
    // Which search matches are in the title, read in the prompt's language: they come first
    // (modules/prompts/search.ts). The title's words are those of weight A (migrations 0052, 0054).
    // A prompt adds a few words to it: a pending list of 64 kB holds a few hundred titles (0058).
    index('prompts_title_words_idx')
      .using('gin', sql`ts_filter(${t.searchVector}, '{a}')`)
      .with({ gin_pending_list_limit: 64 })
      .where(publishedAndShown(t)),
    // With id, the default order (newest, then id) comes whole from the index, and a page's ids
    // are read from it alone (index-only), however deep the page; with visibility last, so that
    // who may see each entry is checked there too, and hidden_at last, whether a moderator hid it.
    index('prompts_status_created_id_idx').on(t.status, t.createdAt, t.id, t.visibility, t.hiddenAt),
    index('prompts_created_idx').on(t.createdAt),
    index('prompts_updated_idx').on(t.updatedAt),
    // Title sorts are case-insensitive ("alpha" before "Bravo"), so the index is on lower(title).
    index('prompts_title_lower_idx').on(sql`lower(${t.title})`),
    // "Top rated" ties break by how many ratings, then newest (modules/prompts/list-repository.ts).
    index('prompts_rating_idx').on(t.rating, t.ratingCount, t.createdAt),
    index('prompts_uses_idx').on(t.usesCount),
    // A list filtered by language (`language=`): its count and newest-first page from here, for a
    // rare language as for a common one (migration 0046).
    index('prompts_language_published_idx')
      .on(t.language, t.createdAt, t.id, t.visibility)
      .where(publishedAndShown(t)),
    index('prompts_popular_idx').on(t.popularity, t.createdAt, t.id).where(publishedAndShown(t)),
    index('prompts_trending_idx').on(t.createdAt).where(sql`${t.trending}`),
    index('prompts_featured_idx').on(t.createdAt).where(sql`${t.featured}`),
    index('prompts_new_idx').on(t.createdAt).where(sql`${t.isNew}`),
    index('prompts_created_by_idx').on(t.createdBy, t.createdAt),
    // An importer's prompts' keys, sorted, from the index (modules/transfer/import-repository.ts).
    index('prompts_owner_key_idx').on(t.createdBy, t.contentKey),
    // An owner's prompts that the published prompts' indexes leave out (drafts, archived, hidden):
    // an owner's search of their own reads these beside the published matches (modules/prompts/search.ts).
    index('prompts_unlisted_owner_idx')
      .on(t.createdBy)
      .where(sql`not (${publishedAndShown(t)})`),
    // The sitemap (modules/seo) reads public, published prompts by id ranges with their dates from this alone.
    index('prompts_published_id_idx')
      .on(t.id, t.createdAt, t.updatedAt)
      .where(sql`${publishedAndShown(t)} and ${t.visibility} = 'public'`),
    check('prompts_production_version', sql`${t.productionVersion} between 1 and ${t.version}`),
  ],
);

export const promptCategories = pgTable(
  'prompt_categories',
  {
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promptId, t.categoryId] }),
    index('prompt_categories_category_idx').on(t.categoryId),
  ],
);

export const promptTags = pgTable(
  'prompt_tags',
  {
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.tagId] }), index('prompt_tags_tag_idx').on(t.tagId)],
);

export const savedPrompts = pgTable(
  'saved_prompts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_prompts_user_prompt_idx').on(t.userId, t.promptId),
    index('saved_prompts_user_created_idx').on(t.userId, t.createdAt),
    index('saved_prompts_prompt_idx').on(t.promptId),
  ],
);

/**
 * A user's named collections of prompts (modules/collections), private unless made internal or public
 * or shared (collection_shares), like a prompt (modules/prompts/visibility.ts). A pack is a public
 * collection an admin shows among the landing page's starter packs, with an icon and an order.
 */
export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Who may read it (issue 28): `public`, `internal` or `private`. */
    visibility: text('visibility').notNull().default('private'),
    pack: boolean('pack').notNull().default(false),
    packIcon: text('pack_icon'),
    packOrder: integer('pack_order'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When, why and by whom a moderator hid it (issue 29, modules/reports); null while it is not hidden. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenNote: text('hidden_note'),
    hiddenBy: integer('hidden_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('collections_owner_idx').on(t.ownerId, t.updatedAt),
    index('collections_pack_idx').on(t.packOrder, t.id).where(sql`${t.pack}`),
  ],
);

/** The prompts of a collection, in `position` order (smallest first). */
export const collectionPrompts = pgTable(
  'collection_prompts',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.promptId] }),
    index('collection_prompts_position_idx').on(t.collectionId, t.position),
    index('collection_prompts_prompt_idx').on(t.promptId),
  ],
);

export const promptUsages = pgTable(
  'prompt_usages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    actionType: text('action_type').notNull(),
    /** With OPEN: the id of the "Open in…" target (migration 0044). */
    target: text('target'),
    createdAt: createdAt(),
  },
  (t) => [
    index('prompt_usages_prompt_idx').on(t.promptId),
    index('prompt_usages_user_idx').on(t.userId),
    // The popularity refresh reads only the records leaving the 7-day window.
    index('prompt_usages_created_idx').on(t.createdAt),
  ],
);

/**
 * One row (id 1) for prompts.popularity (modules/popularity): the epoch its weights count from, the
 * time up to which COPY records have been taken out again (the window's edge), and the last refresh.
 */
export const popularityState = pgTable('popularity_state', {
  id: integer('id').primaryKey(),
  epoch: timestamp('epoch', { withTimezone: true, mode: 'date' }).notNull(),
  expiredUntil: timestamp('expired_until', { withTimezone: true, mode: 'date' }).notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** One star rating (1–5) per user and prompt; the prompt keeps their mean and count. */
export const promptRatings = pgTable(
  'prompt_ratings',
  {
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.userId] }), index('prompt_ratings_user_idx').on(t.userId)],
);

/**
 * Comments on a prompt (issue 29, modules/comments): plain text, top-level (parent null) or a reply to
 * a top-level comment of the same prompt, one level deep. A top-level comment's replies go with it.
 */
export const promptComments = pgTable(
  'prompt_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => promptComments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    /** When, why and by whom a moderator hid it (issue 29, modules/reports); null while it is not hidden. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenNote: text('hidden_note'),
    hiddenBy: integer('hidden_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A prompt's top-level comments, oldest first, and a comment's replies, oldest first.
    index('prompt_comments_prompt_idx').on(t.promptId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index('prompt_comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('prompt_comments_author_idx').on(t.authorId),
  ],
);

/**
 * Every recorded state of a prompt's content (modules/versions): the prompt as it was after create,
 * an edit or a restore, with the category and tag names it then had and which fields that change moved.
 */
export const promptVersions = pgTable(
  'prompt_versions',
  {
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    previewText: text('preview_text'),
    categories: text('categories').array().notNull(),
    tags: text('tags').array().notNull(),
    imageUrls: text('image_urls').array().notNull(),
    changed: text('changed').array().notNull(),
    editedBy: integer('edited_by').references(() => users.id, { onDelete: 'set null' }),
    // Who accepted the suggested edit this version applies (issue 29); editedBy is then its author.
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.version] })],
);

/**
 * Suggested edits (issue 29, modules/suggestions): a reader who may not edit a prompt proposes its
 * fields as of baseVersion with a message; the owner, an editor or an admin accepts (a new version),
 * declines (with an optional reason) or its author withdraws it. Categories and tags are names.
 */
export const promptSuggestions = pgTable(
  'prompt_suggestions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    baseVersion: integer('base_version').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('open'),
    message: text('message').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    previewText: text('preview_text'),
    categories: text('categories').array().notNull(),
    tags: text('tags').array().notNull(),
    declineReason: text('decline_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('prompt_suggestions_status', sql`${t.status} in ('open', 'accepted', 'declined', 'withdrawn')`),
    // A prompt's suggestions by status, newest first; an author's (the sent box and the daily limit).
    index('prompt_suggestions_prompt_idx').on(t.promptId, t.status, t.createdAt),
    index('prompt_suggestions_author_idx').on(t.authorId, t.createdAt),
  ],
);

/**
 * Personal access tokens (modules/tokens): only the SHA-256 of the secret is kept, which is enough for
 * a random 256-bit secret and lets a request's token be found by one index lookup.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_idx').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Import jobs (modules/transfer): the file is read in batches, each written in its own transaction
 * that also moves `processed` and `batches`, so the job always says exactly what is in the database.
 * A running job whose heartbeat stops (its instance died) is reported failed by any instance.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('running'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    batches: integer('batches').notNull().default(0),
    report: jsonb('report').notNull(),
    createdAt: createdAt(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('import_jobs_user_idx').on(t.userId, t.createdAt)],
);

export const images = pgTable('images', {
  /** Content-derived: the SHA-256 of the stored bytes, so one picture is stored once. */
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Exact counts of published prompts per list, kept by triggers (migration 0004) so a list's totalCount
 * is one key lookup instead of counting up to every row: keys 'published', 'trending', 'featured',
 * 'isNew', 'category:<id>' and 'tag:<id>'; 'language:<code>' (migration 0048), which languages a
 * search reads its text in; and 'term:<lexeme>' and 'title:<lexeme>', the prompts holding each word
 * of search_vector and of the title (migration 0010). Keys are compared byte by byte (COLLATE "C",
 * migration 0055), so the primary key also answers "does any word start with …". Internal and private
 * prompts' counts are kept under 'internal:' and 'private:' (migration 0033).
 *
 * Which writes keep which kept numbers exact (a test recounts each from scratch, test/recount.ts):
 * - every insert, update and delete of prompts and their category/tag links: the triggers above;
 * - an import's batch: the word counts it counted while preparing, through add_word_counts, while the
 *   word-count trigger skips it (migration 0056), and the list counts through count_new_prompts(ids)
 *   while the row triggers skip it (migration 0020, modules/transfer);
 * - a rating: the prompt's own rating and rating_count, recounted under the prompt's row lock
 *   (modules/ratings), never here;
 * - a copy: uses_count + 1 and the prompt's popularity weight (modules/usage, migration 0019);
 * - a comment: the prompt's comment_count, by a row trigger on prompt_comments (migration 0039), so
 *   the cascades (a top-level comment's replies, a deleted account's comments) keep it exact too.
 */
export const promptCounts = pgTable('prompt_counts', {
  key: text('key').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * The distinct words of prompts (title, preview text, content, category and tag names), kept by a
 * trigger on prompts (migrations 0006 and 0013). Typo and prefix search looks up similar words
 * here, a table as small as the library's vocabulary with a trigram index, instead of comparing
 * the search text with every prompt. Words are compared byte by byte (COLLATE "C", migration 0055).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * Rate-limit windows (sign-in, registration, usage records), one row per route and client address,
 * in the database so that every instance of the server counts against the same budget.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);

/** Instance settings (modules/settings): one row, changed by admins, first filled from the environment. */
export const instanceSettings = pgTable('instance_settings', {
  id: integer('id').primaryKey().default(1),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** What happened to accounts and settings (modules/audit), kept AUDIT_RETENTION_DAYS. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    type: text('type').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    target: text('target'),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id), index('audit_log_type_idx').on(t.type, t.at)],
);

/** Invitations to register (modules/invitations): the random token is kept only as its SHA-256. */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    email: text('email'),
    role: text('role').notNull().default('user'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_idx').on(t.tokenHash),
    index('invitations_created_idx').on(t.createdAt),
  ],
);

/**
 * Links sent by e-mail or handed over once (a password reset, an e-mail verification, the one-time
 * code of a single sign-on): kept as the SHA-256 of their random token, each usable once.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_links_token_hash_idx').on(t.tokenHash),
    index('account_links_user_idx').on(t.userId),
  ],
);

/** Sign-in tokens revoked one by one (a sign-out), kept until they would have expired anyway. */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/** Accounts linked to a single sign-on provider's subject (modules/oidc). */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/**
 * Groups of accounts (modules/groups, issue 28): admins make them; managers and admins keep their
 * members. `sso_name` is the value of a provider's groups claim that makes its people members.
 */
export const groups = pgTable(
  'groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ssoName: text('sso_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('groups_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('groups_sso_name_idx').on(t.ssoName).where(sql`${t.ssoName} is not null`),
  ],
);

/** Who is in which group, as `manager` or `member`; an account's deletion removes its memberships. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

/**
 * Who a prompt is shared with beyond its visibility (issue 28): a group's members or one person, who
 * may read it whatever its visibility and, with `can_edit`, edit its content. Exactly one of
 * group_id and user_id is set.
 */
const shareColumns = {
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  canEdit: boolean('can_edit').notNull().default(false),
};

export const promptShares = pgTable(
  'prompt_shares',
  {
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    ...shareColumns,
  },
  (t) => [
    index('prompt_shares_prompt_idx').on(t.promptId),
    uniqueIndex('prompt_shares_group_idx').on(t.groupId, t.promptId).where(sql`${t.groupId} is not null`),
    uniqueIndex('prompt_shares_user_idx').on(t.userId, t.promptId).where(sql`${t.userId} is not null`),
    check('prompt_shares_one_target', sql`(${t.groupId} is null) <> (${t.userId} is null)`),
  ],
);

/** Who a collection is shared with, as for a prompt; `can_edit`: may add, remove and reorder its prompts. */
export const collectionShares = pgTable(
  'collection_shares',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    ...shareColumns,
  },
  (t) => [
    index('collection_shares_collection_idx').on(t.collectionId),
    uniqueIndex('collection_shares_group_idx')
      .on(t.groupId, t.collectionId)
      .where(sql`${t.groupId} is not null`),
    uniqueIndex('collection_shares_user_idx')
      .on(t.userId, t.collectionId)
      .where(sql`${t.userId} is not null`),
    check('collection_shares_one_target', sql`(${t.groupId} is null) <> (${t.userId} is null)`),
  ],
);

/**
 * Webhooks (issue 29, modules/webhooks): an admin's endpoint, the events it wants and how they are
 * written (`json` or `slack`). The secret signs every delivery, so it is kept as given, not hashed.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    format: text('format', { enum: ['json', 'slack'] })
      .notNull()
      .default('json'),
    includePrivate: boolean('include_private').notNull().default(false),
    secret: text('secret').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('webhooks_format', sql`${t.format} in ('json', 'slack')`)],
);

/**
 * The queue of webhook deliveries, one row per event and webhook, and their log: the worker
 * (modules/webhooks/worker.ts) takes due rows, and a row left `sending` past next_attempt_at by an
 * instance that stopped is taken again. attempt counts the attempts made; status_code, duration_ms
 * and error are the last one's.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempt: integer('attempt').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'sending', 'succeeded', 'failed')`),
    // The worker's poll: only rows still to send, by when they are due.
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    // A webhook's log, newest first.
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
  ],
);

/**
 * Notifications (issue 29, modules/notifications): one row per notice to one account, the facts its
 * text and link are written from when read (migration 0042). A rating's notices are gathered per
 * owner, prompt and UTC day (`day`, unique), `count` saying how many rated it that day.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // A deleted prompt's notices stay without it and are no longer shown, but a resolved report's.
    promptId: integer('prompt_id').references(() => prompts.id, { onDelete: 'set null' }),
    commentId: integer('comment_id').references(() => promptComments.id, { onDelete: 'cascade' }),
    suggestionId: integer('suggestion_id').references(() => promptSuggestions.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    // The reports module's report (no foreign key: a report's notice outlives it).
    reportId: integer('report_id'),
    count: integer('count').notNull().default(1),
    day: date('day', { mode: 'string' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // An account's notices, newest first, and its unread ones (the bell's count).
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_rating_day_idx')
      .on(t.userId, t.promptId, t.day)
      .where(sql`${t.day} is not null`),
    index('notifications_prompt_idx').on(t.promptId),
    index('notifications_actor_idx').on(t.actorId),
    index('notifications_comment_idx').on(t.commentId).where(sql`${t.commentId} is not null`),
    index('notifications_suggestion_idx').on(t.suggestionId).where(sql`${t.suggestionId} is not null`),
    index('notifications_group_idx').on(t.groupId).where(sql`${t.groupId} is not null`),
  ],
);

/** The notification deliveries an account chose other than the default ('app'): only differences. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    delivery: text('delivery', { enum: ['app', 'app+email', 'off'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('notification_preferences_delivery', sql`${t.delivery} in ('app', 'app+email', 'off')`),
  ],
);

/**
 * Reports (issue 29, modules/reports): a signed-in user's report of a prompt, a comment or a
 * collection, open until an admin resolves it by dismissing it, hiding the target or deleting it.
 * One open report per reporter and target.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    targetType: text('target_type', { enum: ['prompt', 'comment', 'collection'] }).notNull(),
    targetId: integer('target_id').notNull(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['spam', 'offensive', 'copyright', 'other'] }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    action: text('action', { enum: ['dismiss', 'hide', 'delete'] }),
    note: text('note'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reports_target_type', sql`${t.targetType} in ('prompt', 'comment', 'collection')`),
    check('reports_reason', sql`${t.reason} in ('spam', 'offensive', 'copyright', 'other')`),
    check('reports_status', sql`${t.status} in ('open', 'resolved')`),
    // The admins' queue: open or resolved, oldest first.
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    // Resolving closes every open report on the target.
    index('reports_target_idx').on(t.targetType, t.targetId),
    uniqueIndex('reports_open_once_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
  ],
);
