// Landing hero: the pitch, "Browse Prompts" and "Submit a Prompt", the marketing figures, and a
// sample prompt card showing how placeholders work.
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MARKETING } from '@prompt-lib/contract';
import { ArrowRight, Copy, PlusCircle, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';
import { formatRating } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';

const figures = [
  { value: MARKETING.users, label: msg`Users` },
  { value: MARKETING.prompts, label: msg`Prompts` },
  { value: MARKETING.rating, label: msg`Rating` },
];

// On a dark background, so these are drawn here rather than with the light-surface Button.
const heroButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl px-6 text-base font-semibold shadow-sm transition [&_svg]:size-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function Hero() {
  const { i18n } = useLingui();
  const signedIn = useSession().status === 'signedIn';
  return (
    <section className="always-dark relative overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(99,102,241,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(168,85,247,0.35),transparent_50%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_0.9fr] lg:px-8">
        <div className="flex flex-col gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-indigo-100">
            <Sparkles className="size-4 text-amber-300" aria-hidden="true" />
            <Trans>The library for reusable AI prompts</Trans>
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <Trans>
              Better prompts,{' '}
              <span className="bg-gradient-to-r from-indigo-300 via-violet-300 to-fuchsia-300 bg-clip-text text-transparent">
                ready when you are
              </span>
            </Trans>
          </h1>
          <p className="max-w-xl text-lg text-slate-300">
            <Trans>
              Discover prompts that work, fill in the blanks for your task, and copy them into any AI
              assistant. Share your best ones with everyone.
            </Trans>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/main" className={`${heroButton} bg-white text-slate-900 hover:bg-indigo-50`}>
              <Trans>Browse Prompts</Trans>
              <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
            </Link>
            <Link
              to={signedIn ? '/myprompts/create' : '/login'}
              className={`${heroButton} border border-white/25 text-white hover:bg-white/10`}
            >
              <PlusCircle aria-hidden="true" />
              <Trans>Submit a Prompt</Trans>
            </Link>
          </div>
          {!signedIn && (
            <p className="text-sm text-slate-400">
              <Trans>
                New here?{' '}
                <Link
                  to="/register"
                  className="font-medium text-indigo-200 underline-offset-4 hover:underline"
                >
                  Create a free account
                </Link>{' '}
                or{' '}
                <Link to="/login" className="font-medium text-indigo-200 underline-offset-4 hover:underline">
                  sign in
                </Link>
                .
              </Trans>
            </p>
          )}
          <dl className="mt-2 grid max-w-md grid-cols-3 gap-4 border-t border-white/10 pt-6">
            {figures.map((figure) => (
              <div key={figure.value} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-slate-400">{i18n._(figure.label)}</dt>
                <dd className="text-2xl font-bold sm:text-3xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <SamplePrompt />
      </div>
    </section>
  );
}

/** Decorative: a prompt card with its placeholders highlighted. */
function SamplePrompt() {
  const slot = 'rounded bg-indigo-400/20 px-1 text-indigo-200';
  const placeholderCount = 3;
  return (
    <div aria-hidden="true" className="relative hidden lg:block">
      <div className="absolute -inset-4 rotate-2 rounded-3xl bg-gradient-to-br from-indigo-500/30 to-fuchsia-500/20 blur-xl" />
      <div className="relative rounded-2xl border border-white/10 bg-slate-900/80 p-6 shadow-2xl backdrop-blur">
        <div className="flex items-center justify-between">
          <span className="rounded-full bg-rose-500/15 px-2.5 py-0.5 text-xs font-medium text-rose-200">
            <Trans context="prompt flag">Trending</Trans>
          </span>
          <span className="flex items-center gap-1 text-sm text-slate-300">
            <Star className="size-4 fill-amber-400 text-amber-400" />
            {formatRating(4.9)}
          </span>
        </div>
        <p className="mt-4 text-lg font-semibold">
          <Trans>Cold outreach e-mail</Trans>
        </p>
        <p className="mt-3 font-mono text-sm leading-relaxed text-slate-300">
          <Trans comment="a sample prompt; the words in brackets are placeholders a user fills in">
            Write a short, friendly e-mail to <span className={slot}>[recipient role]</span> at{' '}
            <span className={slot}>[company]</span> introducing <span className={slot}>[product]</span>.
            Mention one specific benefit for their team and end with a clear call to action.
          </Trans>
        </p>
        <div className="mt-6 flex items-center justify-between border-t border-white/10 pt-4">
          <span className="text-sm text-slate-400">
            <Plural value={placeholderCount} one="# placeholder" other="# placeholders" />
          </span>
          <span className="flex items-center gap-2 rounded-lg bg-indigo-500 px-3 py-1.5 text-sm font-medium">
            <Copy className="size-4" />
            <Trans>Copy</Trans>
          </span>
        </div>
      </div>
    </div>
  );
}
