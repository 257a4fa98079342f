// Starter packs (spec §2): the packs an admin marked, from the database, each with its icon, size and
// a "Get Pack" button that copies it into a collection of the visitor's own, signing in first (the
// sign-in returns to /collections/get/{id}, which finishes). Left out when there are none.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { PackIcon } from '../../../components/pack-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSession } from '../../../lib/session.tsx';
import { usePacks } from '../api/list-packs.ts';
import { SectionHeading } from './section-heading.tsx';

export function StarterPacks() {
  const { t } = useLingui();
  const packs = usePacks();
  const session = useSession();
  const navigate = useNavigate();
  if (packs.isError || packs.data?.length === 0) return null;
  const getPack = (id: number) => {
    const finish = `/collections/get/${id}`;
    if (session.status === 'signedIn') navigate(finish);
    else navigate('/login', { state: { from: finish } });
  };
  return (
    <section aria-labelledby="landing-packs" className="flex flex-col gap-6">
      <SectionHeading
        id="landing-packs"
        title={t`Starter packs`}
        description={t`Curated bundles to get a whole workflow going in one go.`}
      />
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {packs.isPending
          ? [0, 1, 2, 3].map((i) => (
              <li key={i}>
                <Skeleton className="h-56 rounded-2xl" />
              </li>
            ))
          : packs.data.map((pack) => {
              const packName = pack.name;
              const promptCount = pack.promptCount;
              return (
                <li
                  key={pack.id}
                  className="relative flex flex-col gap-4 rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm transition hover:border-indigo-200 hover:shadow-md"
                >
                  <div className="flex items-center justify-between">
                    <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                      <PackIcon icon={pack.packIcon} className="size-5" />
                    </span>
                    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                      <Plural value={promptCount} one="# prompt" other="# prompts" />
                    </span>
                  </div>
                  <div className="flex flex-1 flex-col gap-1.5">
                    <h3 dir="auto" className="font-semibold text-slate-900">
                      <Link
                        to={`/collections/${pack.id}`}
                        className="outline-none after:absolute after:inset-0 hover:text-indigo-700 focus-visible:underline"
                      >
                        {pack.name}
                      </Link>
                    </h3>
                    <p dir="auto" className="text-sm leading-relaxed text-slate-600">
                      {pack.description}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    className="relative z-10 w-full"
                    aria-label={t`Get Pack: ${packName}`}
                    onClick={() => getPack(pack.id)}
                  >
                    <Trans>Get Pack</Trans>
                  </Button>
                </li>
              );
            })}
      </ul>
    </section>
  );
}
