// Demo categories (in display order) and tags.
export const DEMO_CATEGORIES = [
  'Writing',
  'Marketing',
  'Coding',
  'Business',
  'Career',
  'Education',
  'Productivity',
  'Data & Analysis',
  'Image Generation',
  'Personal Growth',
] as const;

export const DEMO_TAGS = [
  'blog',
  'copywriting',
  'email',
  'seo',
  'social-media',
  'storytelling',
  'python',
  'javascript',
  'sql',
  'debugging',
  'code-review',
  'strategy',
  'startup',
  'customer-support',
  'interview',
  'resume',
  'teaching',
  'summarization',
  'planning',
  'research',
  'brainstorming',
  'midjourney',
  'beginner-friendly',
  'analysis',
] as const;

export type DemoCategory = (typeof DEMO_CATEGORIES)[number];
export type DemoTag = (typeof DEMO_TAGS)[number];
