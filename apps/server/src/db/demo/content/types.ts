// The shape of one demo prompt. Flags: t = trending, f = featured, n = new; `images` names generated
// pictures (see ../images.ts); `draft` keeps it out of public lists; `language` is the one it is
// written in (issue 31), English when left out.
import type { DemoCategory, DemoTag } from './taxonomy.ts';

export type DemoPrompt = {
  title: string;
  preview: string;
  content: string;
  categories: DemoCategory[];
  tags: DemoTag[];
  flags?: string;
  rating: number;
  uses: number;
  images?: number;
  draft?: boolean;
  language?: string;
};
