// Frame of the legal pages (spec §2): title, "Last updated" with today's date, an outline of the
// sections, the sections themselves, and the support e-mail. Opens scrolled to the top.
import { SUPPORT_EMAIL } from '@prompt-lib/contract';
import { Mail } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { formatDisplayDate } from '../../../lib/format.ts';

export type LegalSection = { id: string; heading: string; body: ReactNode };
export type LegalDocument = { title: string; summary: string; sections: readonly LegalSection[] };

export function LegalPage({ document }: { document: LegalDocument }) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const today = formatDisplayDate(new Date().toISOString());

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[14rem_1fr] lg:px-8">
      <nav aria-label="On this page" className="hidden lg:block">
        <div className="sticky top-24 flex flex-col gap-2">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">On this page</p>
          <ol className="flex flex-col gap-1.5 border-l border-slate-200 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent pl-3 text-slate-600 hover:border-indigo-400 hover:text-indigo-700"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <article className="min-w-0 rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm sm:p-10">
        <header className="flex flex-col gap-3 border-b border-slate-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{document.title}</h1>
          <p className="text-sm text-slate-500">Last updated: {today}</p>
          <p className="leading-relaxed text-slate-700">{document.summary}</p>
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
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 flex flex-col gap-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
        <aside className="mt-10 flex flex-col gap-3 rounded-xl bg-indigo-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-semibold text-slate-900">Questions about this policy?</h2>
            <p className="text-sm text-slate-600">Our support team answers every message.</p>
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
