// Title row of a landing section: heading, a line of description, and an optional "View All" link.
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

type SectionHeadingProps = { id: string; title: string; description: string; viewAll?: string };

export function SectionHeading({ id, title, description, viewAll }: SectionHeadingProps) {
  return (
    <div className="flex items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <p className="mt-1 text-slate-600">{description}</p>
      </div>
      {viewAll && (
        <Link
          to={viewAll}
          className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-semibold text-indigo-700 hover:text-indigo-800"
        >
          <Trans>View All</Trans>
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
