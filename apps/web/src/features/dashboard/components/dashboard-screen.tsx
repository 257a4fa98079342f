// Dashboard and My Prompts (spec §2): four stat cards whose numbers are the totals of the lists they
// open (size=1), and three sections of 3 cards. A failed call leaves its section empty or its number
// at 0, and one toast says so. The header leads to "Shared with me" too (issue 28).
import { Trans, useLingui } from '@lingui/react/macro';
import { DASHBOARD_SECTION_SIZE, DASHBOARD_STAT_SIZE } from '@prompt-lib/contract';
import { useQueries } from '@tanstack/react-query';
import { Flame, Layers, Plus, Share2, Sparkles, Star } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { NEWEST_FIRST, promptPageQueryOptions } from '../../../api/prompts.ts';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { PromptCard, PromptCardSkeleton } from '../../../components/prompt-card.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { promptTarget } from '../../../lib/prompt-links.ts';
import { toast } from '../../../lib/toast.ts';
import { DASHBOARDS, HIGHLIGHTS } from './dashboard-variants.ts';

const ICONS = { total: Layers, trending: Flame, featured: Star, new: Sparkles };

export function DashboardScreen({ variant }: { variant: 'library' | 'mine' }) {
  const { t, i18n } = useLingui();
  const config = DASHBOARDS[variant];
  const lists = [config.total.list, ...HIGHLIGHTS.map(({ kind }) => config.highlights[kind].list)];
  const stats = useQueries({
    queries: lists.map((list) =>
      promptPageQueryOptions(list, { page: 0, size: DASHBOARD_STAT_SIZE, sort: NEWEST_FIRST }),
    ),
  });
  const sections = useQueries({
    queries: HIGHLIGHTS.map(({ kind }) =>
      promptPageQueryOptions(config.highlights[kind].list, {
        page: 0,
        size: DASHBOARD_SECTION_SIZE,
        sort: NEWEST_FIRST,
      }),
    ),
  });
  const failed = [...stats, ...sections].some((query) => query.isError);
  useEffect(() => {
    if (failed) toast.error(t`Error loading dashboard data`, { description: t`Please try again later` });
  }, [failed, t]);

  const cards = [
    {
      key: 'total',
      label: t`Total Prompts`,
      description: i18n._(config.total.description),
      to: config.total.to,
    },
    ...HIGHLIGHTS.map(({ kind, label, description }) => ({
      key: kind,
      label: i18n._(label),
      description: i18n._(description[variant]),
      to: config.highlights[kind].to,
    })),
  ] as const;

  return (
    <PageContainer>
      <PageHeader
        title={i18n._(config.title)}
        actions={
          <>
            <Link to="/myprompts/create" className={buttonClass('primary')}>
              <Plus aria-hidden />
              <Trans>Add Prompt</Trans>
            </Link>
            <Link to={config.viewAll} className={buttonClass('secondary')}>
              <Trans>View All Prompts</Trans>
            </Link>
            <Link to="/promptslist/shared" className={buttonClass('secondary')}>
              <Share2 aria-hidden />
              <Trans>Shared with me</Trans>
            </Link>
          </>
        }
      />
      <ul className="mb-10 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t`Statistics`}>
        {cards.map((card, i) => {
          const Icon = ICONS[card.key];
          const query = stats[i];
          return (
            <li key={card.key}>
              <Link
                to={card.to}
                className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-surface p-4 shadow-sm transition hover:border-indigo-300 hover:shadow focus-visible:outline-2 focus-visible:outline-indigo-500"
              >
                <span className="flex items-center justify-between text-sm font-medium text-slate-600">
                  {card.label}
                  <Icon className="size-4 text-indigo-500" aria-hidden />
                </span>
                <span className="text-3xl font-bold text-slate-900" data-testid={`stat-${card.key}`}>
                  {query?.isPending ? '…' : (query?.data?.totalCount ?? 0)}
                </span>
                <span className="text-xs text-slate-500">{card.description}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {HIGHLIGHTS.map(({ kind, label, empty }, i) => {
        const query = sections[i];
        const prompts = query?.data?.list ?? [];
        return (
          <section key={kind} className="mb-10" aria-labelledby={`section-${kind}`}>
            <div className="mb-4 flex items-center justify-between">
              <h2 id={`section-${kind}`} className="text-xl font-semibold text-slate-900">
                {i18n._(label)}
              </h2>
              <Link to={config.highlights[kind].to} className={buttonClass('link', 'sm')}>
                <Trans>View all</Trans>
              </Link>
            </div>
            {query?.isPending ? (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <PromptCardSkeleton />
                <PromptCardSkeleton />
                <PromptCardSkeleton />
              </div>
            ) : prompts.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-surface p-6 text-center text-sm text-slate-500">
                {i18n._(empty)}
              </p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {prompts.map((prompt) => (
                  <PromptCard key={prompt.id} prompt={prompt} to={promptTarget(prompt)} />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </PageContainer>
  );
}
