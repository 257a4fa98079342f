// Site footer (spec §2): the explorer, support by e-mail, the three legal pages, and the language
// menu (issue 31). Route modules of the public pages compose it.
import { Trans, useLingui } from '@lingui/react/macro';
import { SUPPORT_EMAIL } from '@prompt-lib/contract';
import { LibraryBig } from 'lucide-react';
import { Link } from 'react-router';
import { LanguageMenu } from '../../../components/language-menu.tsx';
import { formatNumeral } from '../../../lib/format.ts';

const linkClass = 'rounded text-sm text-slate-400 transition hover:text-white';

export function SiteFooter() {
  const { t } = useLingui();
  const year = formatNumeral(new Date().getFullYear());
  return (
    <footer className="always-dark mt-auto bg-slate-950 text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 lg:flex-row lg:justify-between lg:px-8">
        <div className="flex max-w-sm flex-col gap-3">
          <span className="flex items-center gap-2 text-lg font-bold text-white">
            <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-600 to-violet-600">
              <LibraryBig className="size-4.5" aria-hidden="true" />
            </span>
            Prompt Lib
          </span>
          <p className="text-sm text-slate-400">
            <Trans>
              Create, share and discover AI prompts that work. Fill in the blanks and copy in one click.
            </Trans>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3">
          <nav aria-label={t`Product`} className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold text-white">
              <Trans>Product</Trans>
            </h2>
            <Link to="/main" className={linkClass}>
              <Trans>Browse Prompts</Trans>
            </Link>
            <Link to="/main?trending=true" className={linkClass}>
              <Trans context="prompt highlight">Trending</Trans>
            </Link>
          </nav>
          <nav aria-label={t`Support`} className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold text-white">
              <Trans>Support</Trans>
            </h2>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              <Trans>Contact Support</Trans>
            </a>
          </nav>
          <nav aria-label={t`Legal`} className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold text-white">
              <Trans>Legal</Trans>
            </h2>
            <Link to="/legal/privacy" className={linkClass}>
              <Trans>Privacy Policy</Trans>
            </Link>
            <Link to="/legal/terms" className={linkClass}>
              <Trans>Terms of Service</Trans>
            </Link>
            <Link to="/legal/cookies" className={linkClass}>
              <Trans>Cookie Policy</Trans>
            </Link>
          </nav>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 sm:px-6 lg:px-8">
          <p className="text-xs text-slate-400">
            <Trans>© {year} Prompt Lib. All rights reserved.</Trans>
          </p>
          <LanguageMenu place="footer" />
        </div>
      </div>
    </footer>
  );
}
