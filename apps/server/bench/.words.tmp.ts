import { BUSINESS_CAREER } from '../src/db/demo/content/prompts-business-career.ts';
import { CODING_DATA } from '../src/db/demo/content/prompts-coding-data.ts';
import { LEARNING_LIFE } from '../src/db/demo/content/prompts-learning-life.ts';
import { WRITING_MARKETING } from '../src/db/demo/content/prompts-writing-marketing.ts';

const T = [...WRITING_MARKETING, ...CODING_DATA, ...BUSINESS_CAREER, ...LEARNING_LIFE];
const words = T.flatMap((t) => t.title.toLowerCase().match(/[a-z]{4,}/g) ?? []);
console.log(
  [...new Set(words)].filter((w) => !['with', 'from', 'that', 'your', 'into'].includes(w)).join(' '),
);
