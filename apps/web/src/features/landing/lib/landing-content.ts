// The landing page's static sample content (spec §1, §3): starter packs and testimonials.
export type StarterPack = {
  title: string;
  description: string;
  promptCount: number;
  icon: 'briefcase' | 'rocket' | 'pen' | 'code';
};

export const STARTER_PACKS: readonly StarterPack[] = [
  {
    title: 'Job Hunt Pack',
    description: 'Cover letters, résumé bullet points, interview practice and follow-up e-mails.',
    promptCount: 15,
    icon: 'briefcase',
  },
  {
    title: 'Startup Pack',
    description: 'Pitch decks, customer interviews, landing-page copy and investor updates.',
    promptCount: 20,
    icon: 'rocket',
  },
  {
    title: 'Content Creator Pack',
    description: 'Video scripts, newsletter drafts, hooks, captions and a content calendar.',
    promptCount: 25,
    icon: 'pen',
  },
  {
    title: 'Developer Pack',
    description: 'Code reviews, test plans, refactoring advice, docs and commit messages.',
    promptCount: 18,
    icon: 'code',
  },
];

export type Testimonial = { name: string; role: string; company: string; quote: string; initials: string };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sarah Chen',
    role: 'Content Lead',
    company: 'Brightwave Media',
    quote:
      'Our team stopped rewriting the same prompts every week. We keep the good ones in Prompt Lib and fill in the blanks in seconds.',
    initials: 'SC',
  },
  {
    name: 'Marcus Johnson',
    role: 'Senior Engineer',
    company: 'Northstack',
    quote:
      'The placeholders are the killer feature. A code-review prompt with [language] and [focus area] gives me consistent results every time.',
    initials: 'MJ',
  },
  {
    name: 'Priya Patel',
    role: 'Founder',
    company: 'Lumen Labs',
    quote:
      'I found a prompt for investor updates on day one and have used it every month since. Browsing by category makes discovery easy.',
    initials: 'PP',
  },
];
