// Numbered pagination with Previous / Next (spec §2). Long ranges keep the first, last and the pages
// around the current one.
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../lib/cn.ts';
import { formatNumber } from '../lib/format.ts';
import { Button } from './ui/button.tsx';

/** 1-based page numbers to show, with null for a gap. */
export function pageNumbers(current: number, count: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page += 1) {
    if (page === 1 || page === count || Math.abs(page - current) <= 1) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

export function Pagination({
  page,
  pageCount,
  onPage,
  className = 'mt-8',
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Its spacing from the list above (cn does not merge conflicting classes, so it replaces mt-8). */
  className?: string;
}) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={t`Pagination`}
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      {pageNumbers(page, pageCount).map((number, i) =>
        number === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
          <span key={`gap-${i}`} className="px-2 text-slate-400">
            …
          </span>
        ) : (
          <Button
            key={number}
            variant={number === page ? 'primary' : 'ghost'}
            size="sm"
            aria-current={number === page ? 'page' : undefined}
            aria-label={t`Page ${ph({ number: formatNumber(number) })}`}
            onClick={() => onPage(number)}
          >
            {formatNumber(number)}
          </Button>
        ),
      )}
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
