// Demo prompts: writing and marketing.
import type { DemoPrompt } from './types.ts';

export const WRITING_MARKETING: DemoPrompt[] = [
  {
    title: 'Blog Post Outline Generator',
    preview: 'Turn a topic into a structured, skimmable outline with hooks and a clear takeaway.',
    content:
      "You are an experienced editor. Create a detailed outline for a blog post about [topic] aimed at [target audience].\n\nInclude:\n1. Three headline options (under 60 characters)\n2. An opening hook that names the reader's problem\n3. 5–7 section headings, each with 2–3 bullet points\n4. One concrete example or statistic per section\n5. A conclusion with a single, actionable takeaway\n\nTone: [tone]. Length target: [word count] words.",
    categories: ['Writing'],
    tags: ['blog', 'seo', 'planning'],
    flags: 'tf',
    rating: 4.8,
    uses: 1240,
    images: 2,
  },
  {
    title: 'Rewrite for Clarity',
    preview: 'Make any paragraph shorter, plainer and easier to read without losing meaning.',
    content:
      'Rewrite the text below so that a busy reader understands it on first read.\n\nRules:\n- Keep every fact; remove filler and repetition\n- Prefer short sentences and everyday words\n- Use active voice\n- Keep the original language\n\nAfterwards, list the three biggest changes you made and why.\n\nText:\n[text]',
    categories: ['Writing', 'Productivity'],
    tags: ['copywriting', 'summarization'],
    flags: 't',
    rating: 4.7,
    uses: 980,
  },
  {
    title: 'Short Story Starter',
    preview: 'An opening scene with a vivid setting, a character who wants something, and a twist.',
    content:
      'Write the first 400 words of a short story in the [genre] genre.\n\nMain character: [character]\nSetting: [setting]\n\nOpen in the middle of an action, show what the character wants within the first paragraph, and end the passage on an unexpected complication. Avoid clichés such as waking up or looking in a mirror.',
    categories: ['Writing'],
    tags: ['storytelling', 'brainstorming'],
    flags: 'n',
    rating: 4.5,
    uses: 410,
    images: 1,
  },
  {
    title: 'Newsletter Intro That Gets Read',
    preview: 'A warm, specific opening for your weekly newsletter in under 120 words.',
    content:
      "Write the opening paragraph of this week's newsletter for [newsletter name], whose readers are [audience].\n\nThis week's main story: [main story]\n\nStart with a concrete moment or observation, connect it to the main story in one sentence, and finish with a line that makes the reader want to scroll. Under 120 words, no exclamation marks.",
    categories: ['Writing', 'Marketing'],
    tags: ['email', 'copywriting'],
    rating: 4.4,
    uses: 325,
  },
  {
    title: 'Proofread and Explain',
    preview: 'Fix grammar and spelling, and learn from a short explanation of each correction.',
    content:
      'Proofread the text below. Return:\n1. The corrected text\n2. A table of corrections with columns: original, correction, rule\n\nDo not change the style or word choice unless it is wrong. Text:\n[text]',
    categories: ['Writing', 'Education'],
    tags: ['teaching', 'beginner-friendly'],
    rating: 4.6,
    uses: 760,
  },
  {
    title: 'Product Launch Email Sequence',
    preview: 'Three emails that build anticipation, launch, and follow up with non-openers.',
    content:
      'Write a three-email launch sequence for [product], a [product type] for [target customer].\n\nEmail 1 (3 days before): tease the problem it solves.\nEmail 2 (launch day): announce, show the main benefit, one clear call to action: [call to action].\nEmail 3 (2 days after): address the most common objection: [objection].\n\nFor each email give a subject line, preview text and body under 150 words.',
    categories: ['Marketing'],
    tags: ['email', 'copywriting', 'startup'],
    flags: 'tf',
    rating: 4.9,
    uses: 1530,
    images: 3,
  },
  {
    title: 'SEO Meta Description Writer',
    preview: 'Five click-worthy meta descriptions that include your keyword naturally.',
    content:
      'Write five meta descriptions for a page about [page topic]. Primary keyword: [keyword].\n\nEach must be 140–155 characters, include the keyword once, promise a specific benefit, and end with a soft call to action. Label each with its character count.',
    categories: ['Marketing'],
    tags: ['seo', 'copywriting'],
    flags: 't',
    rating: 4.5,
    uses: 870,
  },
  {
    title: 'Social Media Content Calendar',
    preview: 'Two weeks of platform-specific post ideas built around your goals.',
    content:
      'Create a 14-day content calendar for [brand] on [platform].\n\nGoal: [goal]\nAudience: [audience]\n\nFor each day give: the post format (carousel, short video, text, poll), the hook line, a two-sentence outline, and one hashtag set of at most five tags. Mix education, behind-the-scenes and promotion in a 3:2:1 ratio.',
    categories: ['Marketing', 'Productivity'],
    tags: ['social-media', 'planning'],
    flags: 'fn',
    rating: 4.7,
    uses: 1105,
    images: 1,
  },
  {
    title: 'Customer Persona Builder',
    preview: 'A research-style persona with goals, frustrations and the words customers use.',
    content:
      'Build a detailed customer persona for [product or service].\n\nInclude: a name and one-line summary, demographics, job and daily routine, goals, top three frustrations, where they look for information, objections to buying, and five phrases they would actually say. Base it on this information about real customers: [customer notes].',
    categories: ['Marketing', 'Business'],
    tags: ['research', 'strategy'],
    rating: 4.3,
    uses: 540,
  },
  {
    title: 'Ad Copy A/B Variants',
    preview: 'Six short ad variants testing different angles: pain, gain, proof and urgency.',
    content:
      'Write six variants of a [platform] ad for [product].\n\nAngles: two pain-focused, two gain-focused, one social proof, one urgency. Each variant: headline (max 40 characters), primary text (max 125 characters), and the angle it tests. Audience: [audience].',
    categories: ['Marketing'],
    tags: ['copywriting', 'social-media'],
    flags: 'n',
    rating: 4.2,
    uses: 290,
  },
  {
    title: 'Brand Voice Guide',
    preview: "Define how your brand sounds, with do and don't examples your team can follow.",
    content:
      'Create a one-page brand voice guide for [brand], which sells [offer] to [audience].\n\nInclude three voice traits, each with a short description, a "we say" example and a "we don\'t say" example; a list of words to prefer and avoid; and rewrite this sample sentence in the new voice: [sample sentence].',
    categories: ['Marketing', 'Writing'],
    tags: ['copywriting', 'strategy'],
    flags: 'f',
    rating: 4.6,
    uses: 615,
  },
  {
    title: 'Press Release Draft',
    preview: 'A newsroom-ready press release with a strong headline and quotes.',
    content:
      'Draft a press release announcing [announcement] by [company].\n\nStructure: headline, sub-headline, dateline, a lead paragraph answering who/what/when/where/why, two body paragraphs, one quote from [spokesperson], boilerplate "About [company]", and media contact placeholder. Keep it under 450 words and free of hype words.',
    categories: ['Marketing', 'Business'],
    tags: ['copywriting', 'startup'],
    rating: 4.1,
    uses: 205,
  },
];
