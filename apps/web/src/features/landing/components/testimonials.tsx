// Testimonials (static sample content, spec §2): name, role, company, quote and avatar initials.
import { useLingui } from '@lingui/react/macro';
import { Quote } from 'lucide-react';
import { TESTIMONIALS } from '../lib/landing-content.ts';
import { SectionHeading } from './section-heading.tsx';

export function Testimonials() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="landing-testimonials" className="flex flex-col gap-6">
      <SectionHeading
        id="landing-testimonials"
        title={t`Loved by people who prompt every day`}
        description={t`Writers, engineers and founders keep their best prompts here.`}
      />
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col gap-5 rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm">
              <Quote className="size-7 text-indigo-200" aria-hidden="true" />
              <blockquote className="flex-1 leading-relaxed text-slate-700">{i18n._(item.quote)}</blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-sm font-semibold text-white"
                >
                  {item.initials}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold text-slate-900">{item.name}</span>
                  <span className="text-sm text-slate-500">
                    {i18n._(item.role)}, {item.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
