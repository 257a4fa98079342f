// Starter packs (static sample content, spec §2): four themed bundles with a "Get Pack" button that,
// as in the spec, does nothing yet.
import { Briefcase, Code2, type LucideIcon, PenLine, Rocket } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { STARTER_PACKS, type StarterPack } from '../lib/landing-content.ts';
import { SectionHeading } from './section-heading.tsx';

const icons: Record<StarterPack['icon'], LucideIcon> = {
  briefcase: Briefcase,
  rocket: Rocket,
  pen: PenLine,
  code: Code2,
};

export function StarterPacks() {
  return (
    <section aria-labelledby="landing-packs" className="flex flex-col gap-6">
      <SectionHeading
        id="landing-packs"
        title="Starter packs"
        description="Curated bundles to get a whole workflow going in one go."
      />
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {STARTER_PACKS.map((pack) => {
          const Icon = icons[pack.icon];
          return (
            <li
              key={pack.title}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                  {pack.promptCount} prompts
                </span>
              </div>
              <div className="flex flex-1 flex-col gap-1.5">
                <h3 className="font-semibold text-slate-900">{pack.title}</h3>
                <p className="text-sm leading-relaxed text-slate-600">{pack.description}</p>
              </div>
              <Button variant="secondary" className="w-full" aria-label={`Get Pack: ${pack.title}`}>
                Get Pack
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
