// The four starter packs of the spec (names, sizes 15, 20, 25 and 18, icons) as demo collections of
// the admin, marked as packs: each takes the demo prompts that fit it best, scored by their categories
// and tags (a prompt may be in several packs), so a new demo prompt finds its packs by itself.
import type { PackIcon } from '@prompt-lib/contract';
import type { DemoCategory, DemoTag } from './content/taxonomy.ts';
import type { DemoPrompt } from './content/types.ts';

export type DemoPack = {
  name: string;
  description: string;
  icon: PackIcon;
  size: number;
  weights: Partial<Record<DemoCategory | DemoTag, number>>;
};

export const DEMO_PACKS: readonly DemoPack[] = [
  {
    name: 'Job Hunt Pack',
    description: 'Cover letters, résumé bullet points, interview practice and follow-up e-mails.',
    icon: 'briefcase',
    size: 15,
    weights: { Career: 4, interview: 3, resume: 3, email: 1, 'Personal Growth': 1, Writing: 1, planning: 1 },
  },
  {
    name: 'Startup Pack',
    description: 'Pitch decks, customer interviews, landing-page copy and investor updates.',
    icon: 'rocket',
    size: 20,
    weights: { startup: 4, Business: 3, strategy: 2, Marketing: 2, copywriting: 1, research: 1, analysis: 1 },
  },
  {
    name: 'Content Creator Pack',
    description: 'Video scripts, newsletter drafts, hooks, captions and a content calendar.',
    icon: 'pen',
    size: 25,
    weights: {
      Writing: 3,
      'social-media': 3,
      blog: 3,
      'Image Generation': 2,
      Marketing: 2,
      storytelling: 2,
      copywriting: 2,
      seo: 2,
      midjourney: 1,
      email: 1,
      brainstorming: 1,
    },
  },
  {
    name: 'Developer Pack',
    description: 'Code reviews, test plans, refactoring advice, docs and commit messages.',
    icon: 'code',
    size: 18,
    weights: {
      Coding: 4,
      'code-review': 2,
      debugging: 2,
      python: 2,
      javascript: 2,
      sql: 2,
      'Data & Analysis': 1,
      analysis: 1,
    },
  },
];

/**
 * Indexes into `prompts` of the pack's prompts, best fit first (ties in list order); never drafts,
 * and only English ones, as the packs' names and descriptions are.
 */
export function packPrompts(pack: DemoPack, prompts: readonly DemoPrompt[]): number[] {
  const score = (prompt: DemoPrompt) =>
    [...prompt.categories, ...prompt.tags].reduce((sum, name) => sum + (pack.weights[name] ?? 0), 0);
  const packable = (prompt: DemoPrompt) => !prompt.draft && (prompt.language ?? 'en') === 'en';
  return prompts
    .map((prompt, index) => ({ index, score: packable(prompt) ? score(prompt) : 0 }))
    .filter((entry) => entry.score > 0)
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .slice(0, pack.size)
    .map((entry) => entry.index);
}
