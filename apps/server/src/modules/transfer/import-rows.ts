// One row of an import file made into a prompt to write, with the same rules as creating one
// (promptInputSchema), or the reason it cannot be. prompts.chat's variables (`${Name}`,
// `${Name:default}`) and `{{name}}` become our placeholders (`[Name]`, `[Name: default]`).
import {
  IMPORT_FALLBACK_CATEGORY,
  IMPORT_FALLBACK_TAG,
  IMPORT_MSG,
  MAX_PROMPT_IMAGES,
  PREVIEW_TEXT_MAX,
  type PromptStatus,
  promptInputSchema,
  promptLanguageSchema,
  promptStatusSchema,
  SERVER_MSG,
  type Visibility,
  visibilitySchema,
} from '@prompt-lib/contract';

export type ImportRow = {
  title: string;
  content: string;
  previewText: string | null;
  categories: string[];
  tags: string[];
  status: PromptStatus;
  visibility: Visibility;
  createdAt: Date | null;
  /** URLs as given, or data: URIs that the writer stores as images. */
  images: string[];
  /** As the file names it ("pt-BR" as "pt"); null: none, detected when the row is written. */
  language: string | null;
};

export type RowRules = {
  isAdmin: boolean;
  /** A row's visibility when it names none: the instance's default for new prompts. */
  defaultVisibility: Visibility;
  defaultCategory?: string;
  defaultTag?: string;
  /** prompts.chat's variables are placeholders; in our own files `{{x}}` is just text. */
  convertVariables: boolean;
};

export type ReadRow = { row: ImportRow; converted: number } | { error: string };

const VARIABLE = /\$\{\s*([^{}:]+?)\s*(?::([^{}]*))?\}|\{\{\s*([^{}]+?)\s*\}\}/g;

/** `${Name}`, `${Name:default}` and `{{name}}` as `[Name]` / `[Name: default]`, with how many were converted. */
export function convertVariables(content: string): { content: string; converted: number } {
  let converted = 0;
  const result = content.replace(VARIABLE, (_whole, name?: string, fallback?: string, braced?: string) => {
    converted += 1;
    const value = fallback?.trim();
    return value ? `[${name}: ${value}]` : `[${name ?? braced}]`;
  });
  return { content: result, converted };
}

/** The content's first sentence (or line), cut at the preview limit on a word. */
export function firstSentence(content: string): string | null {
  const text = content.trim().split(/\n/)[0]?.trim() ?? '';
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= PREVIEW_TEXT_MAX) return sentence || null;
  const cut = sentence.slice(0, PREVIEW_TEXT_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), PREVIEW_TEXT_MAX / 2)).trimEnd()}…`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const names = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map(text)
        .map((name) => name.trim())
        .filter(Boolean)
    : [];

function readDate(value: unknown): Date | null {
  const time = Date.parse(text(value));
  return Number.isFinite(time) && time <= Date.now() ? new Date(time) : null;
}

export function readRow(raw: { [key: string]: unknown }, rules: RowRules): ReadRow {
  const converted = rules.convertVariables
    ? convertVariables(text(raw.content))
    : { content: text(raw.content), converted: 0 };
  const given = names(raw.categories);
  const tagged = names(raw.tags);
  const categories =
    given.length > 0 ? given : [rules.defaultCategory ?? (rules.isAdmin ? IMPORT_FALLBACK_CATEGORY : '')];
  const tags = tagged.length > 0 ? tagged : [rules.defaultTag ?? (rules.isAdmin ? IMPORT_FALLBACK_TAG : '')];
  if (!categories[0]) return { error: IMPORT_MSG.noCategory };
  if (!tags[0]) return { error: IMPORT_MSG.noTag };

  const statusText = text(raw.status).trim().toLowerCase();
  const status = statusText ? promptStatusSchema.safeParse(statusText) : null;
  if (status && !status.success) return { error: IMPORT_MSG.badStatus };
  const visibilityText = text(raw.visibility).trim().toLowerCase();
  const visibility = visibilityText ? visibilitySchema.safeParse(visibilityText) : null;
  if (visibility && !visibility.success) return { error: IMPORT_MSG.badVisibility };

  const languageText = text(raw.language).trim();
  const language = languageText ? promptLanguageSchema.safeParse(languageText) : null;
  if (language && !language.success) return { error: SERVER_MSG.languageCode };

  const images = names(raw.images);
  if (images.length > MAX_PROMPT_IMAGES) return { error: IMPORT_MSG.tooManyImages };
  // No preview text at all (prompts.chat, or a file without the field) is taken from the content;
  // an empty one is kept empty, so that our own exports read back as they were.
  const preview =
    raw.previewText === undefined ? firstSentence(converted.content) : text(raw.previewText).trim() || null;
  const input = promptInputSchema.safeParse({
    title: text(raw.title),
    content: converted.content,
    previewText: preview,
    categories,
    tags,
    // data: URIs are pictures to store, not URLs: they are checked when stored.
    imageUrls: images.filter((image) => !image.startsWith('data:')),
  });
  if (!input.success) return { error: input.error.issues[0]?.message ?? 'Invalid row' };
  return {
    row: {
      title: input.data.title,
      content: input.data.content,
      previewText: input.data.previewText ?? null,
      categories: input.data.categories,
      tags: input.data.tags,
      status: status?.data ?? (rules.isAdmin ? 'published' : 'draft'),
      visibility: visibility?.data ?? rules.defaultVisibility,
      createdAt: readDate(raw.createdAt),
      images,
      language: language?.data ?? null,
    },
    converted: converted.converted,
  };
}
