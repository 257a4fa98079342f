// Frame of the legal pages (spec §2): title, "Last updated" with today's date, an outline of the
// sections, the sections themselves, and the support e-mail. Opens scrolled to the top. In another
// interface language a note says the English text prevails (issue 31).
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SUPPORT_EMAIL } from '@prompt-lib/contract';
import { Mail } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { formatDisplayDate } from '../../../lib/format.ts';

/** Heading, title and summary are descriptors (`msg`), translated when shown; bodies use <Trans>. */
export type LegalSection = { id: string; heading: MessageDescriptor; body: ReactNode };
export type LegalDocument = {
  title: MessageDescriptor;
  summary: MessageDescriptor;
  sections: readonly LegalSection[];
};

export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useLingui();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const today = formatDisplayDate(new Date().toISOString());

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[14rem_1fr] lg:px-8">
      <nav aria-label={t`On this page`} className="hidden lg:block">
        <div className="sticky top-24 flex flex-col gap-2">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Trans>On this page</Trans>
          </p>
          <ol className="flex flex-col gap-1.5 border-s border-slate-200 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ms-px block border-s border-transparent ps-3 text-slate-600 hover:border-indigo-400 hover:text-indigo-700"
                >
                  {i18n._(section.heading)}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <article className="min-w-0 rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm sm:p-10">
        <header className="flex flex-col gap-3 border-b border-slate-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {i18n._(document.title)}
          </h1>
          {i18n.locale !== 'en' && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <Trans>This translation is provided for convenience. The English version prevails.</Trans>
            </p>
          )}
          <p className="text-sm text-slate-500">
            <Trans>Last updated: {today}</Trans>
          </p>
          <p className="leading-relaxed text-slate-700">{i18n._(document.summary)}</p>
        </header>
        <div className="flex flex-col gap-8 pt-8">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900">
                {index + 1}. {i18n._(section.heading)}
              </h2>
              <div className="mt-3 flex flex-col gap-3 leading-relaxed text-slate-700 [&_li]:ms-5 [&_li]:list-disc [&_li]:ps-1 [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
        <aside className="mt-10 flex flex-col gap-3 rounded-xl bg-indigo-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-semibold text-slate-900">
              <Trans>Questions about this policy?</Trans>
            </h2>
            <p className="text-sm text-slate-600">
              <Trans>Our support team answers every message.</Trans>
            </p>
          </div>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="inline-flex items-center gap-2 font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            <Mail className="size-4" aria-hidden="true" />
            {SUPPORT_EMAIL}
          </a>
        </aside>
      </article>
    </div>
  );
}

/** The support address as a mail link, for use inside policy text. */
export function SupportLink() {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-indigo-700 underline underline-offset-2">
      {SUPPORT_EMAIL}
    </a>
  );
}
