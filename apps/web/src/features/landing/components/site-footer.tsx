// Site footer (spec §2): the explorer, support by e-mail, and the three legal pages. Route modules of
// the public pages compose it.
import { SUPPORT_EMAIL } from '@prompt-lib/contract';
import { LibraryBig } from 'lucide-react';
import { Link } from 'react-router';

const linkClass = 'rounded text-sm text-slate-400 transition hover:text-white';

export function SiteFooter() {
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
            Create, share and discover AI prompts that work. Fill in the blanks and copy in one click.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3">
          <nav aria-label="Product" className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold text-white">Product</h2>
            <Link to="/main" className={linkClass}>
              Browse Prompts
            </Link>
            <Link to="/main?trending=true" className={linkClass}>
              Trending
            </Link>
          </nav>
          <nav aria-label="Support" className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold text-white">Support</h2>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              Contact Support
            </a>
          </nav>
          <nav aria-label="Legal" className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold text-white">Legal</h2>
            <Link to="/legal/privacy" className={linkClass}>
              Privacy Policy
            </Link>
            <Link to="/legal/terms" className={linkClass}>
              Terms of Service
            </Link>
            <Link to="/legal/cookies" className={linkClass}>
              Cookie Policy
            </Link>
          </nav>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Prompt Lib. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
