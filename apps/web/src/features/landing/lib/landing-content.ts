// The landing page's static sample content (spec §1, §3): testimonials. The starter packs come from
// the database (GET /api/collections/packs).
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
