// The landing page's static sample content (spec §1, §3): testimonials. The starter packs come from
// the database (GET /api/collections/packs).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Names and companies stay as they are; roles and quotes are descriptors, translated when shown (issue 31).
export type Testimonial = {
  name: string;
  role: MessageDescriptor;
  company: string;
  quote: MessageDescriptor;
  initials: string;
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sarah Chen',
    role: msg`Content Lead`,
    company: 'Brightwave Media',
    quote: msg`Our team stopped rewriting the same prompts every week. We keep the good ones in Prompt Lib and fill in the blanks in seconds.`,
    initials: 'SC',
  },
  {
    name: 'Marcus Johnson',
    role: msg`Senior Engineer`,
    company: 'Northstack',
    quote: msg`The placeholders are the killer feature. A code-review prompt with [language] and [focus area] gives me consistent results every time.`,
    initials: 'MJ',
  },
  {
    name: 'Priya Patel',
    role: msg`Founder`,
    company: 'Lumen Labs',
    quote: msg`I found a prompt for investor updates on day one and have used it every month since. Browsing by category makes discovery easy.`,
    initials: 'PP',
  },
];
