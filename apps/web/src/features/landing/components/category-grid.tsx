// "Browse by category": up to 8 category tiles (2, 4 or 8 columns by screen width), each opening
// the explorer filtered to it.
import { useLingui } from '@lingui/react/macro';
import { LANDING_CATEGORY_COUNT } from '@prompt-lib/contract';
import {
  BarChart3,
  Briefcase,
  Code2,
  GraduationCap,
  type LucideIcon,
  Megaphone,
  Palette,
  PenLine,
  Sparkles,
  Zap,
} from 'lucide-react';
import { Link } from 'react-router';
import { useCategories } from '../../../api/categories.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { SectionHeading } from './section-heading.tsx';

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 xl:grid-cols-8';

const iconRules: [RegExp, LucideIcon][] = [
  [/writ|content|blog|copy/i, PenLine],
  [/cod|develop|program|engineer|tech|software/i, Code2],
  [/market|sales|social|seo/i, Megaphone],
  [/business|career|job|finance|startup/i, Briefcase],
  [/educat|learn|study|teach/i, GraduationCap],
  [/design|art|image|creative/i, Palette],
  [/data|analy|research/i, BarChart3],
  [/product|work|automat/i, Zap],
];

const tones = [
  'from-indigo-500 to-violet-500',
  'from-sky-500 to-cyan-500',
  'from-rose-500 to-pink-500',
  'from-amber-500 to-orange-500',
  'from-emerald-500 to-teal-500',
  'from-fuchsia-500 to-purple-500',
  'from-blue-600 to-indigo-600',
  'from-lime-500 to-green-600',
];

const iconFor = (name: string) => iconRules.find(([rule]) => rule.test(name))?.[1] ?? Sparkles;

export function CategoryGrid() {
  const { t } = useLingui();
  const categories = useCategories();
  if (categories.isError || (categories.data && categories.data.length === 0)) return null;
  return (
    <section aria-labelledby="landing-categories" className="flex flex-col gap-6">
      <SectionHeading
        id="landing-categories"
        title={t`Browse by category`}
        description={t`Jump straight to the prompts for the job in front of you.`}
      />
      <ul className={grid}>
        {categories.isPending
          ? Array.from({ length: LANDING_CATEGORY_COUNT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
              <li key={i}>
                <Skeleton className="h-28 rounded-2xl" />
              </li>
            ))
          : categories.data.slice(0, LANDING_CATEGORY_COUNT).map((category, index) => {
              const Icon = iconFor(category.name);
              return (
                <li key={category.id}>
                  <Link
                    to={`/main?category=${category.id}`}
                    className="group flex h-28 flex-col justify-between rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md"
                  >
                    <span
                      className={cn(
                        'flex size-10 items-center justify-center rounded-xl bg-gradient-to-br text-white shadow-sm',
                        tones[index % tones.length],
                      )}
                    >
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="line-clamp-2 text-sm leading-tight font-semibold text-slate-800 group-hover:text-indigo-700">
                      {category.name}
                    </span>
                  </Link>
                </li>
              );
            })}
      </ul>
    </section>
  );
}
