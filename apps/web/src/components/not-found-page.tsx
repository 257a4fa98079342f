// The 404 screen of spec §2: for an unknown path, and for a page whose record the API says does not
// exist or is not the caller's to see (a group they are not in).
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from './ui/button.tsx';

export function NotFoundPage() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <p className="bg-gradient-to-br from-indigo-600 to-violet-600 bg-clip-text text-7xl font-extrabold text-transparent sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="mt-2 max-w-md text-slate-600">
        <Trans>The page you're looking for doesn't exist or has been moved.</Trans>
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/dashboard" className={buttonClass('primary')}>
          <Trans>Go to Dashboard</Trans>
        </Link>
        <Link to="/main" className={buttonClass('secondary')}>
          <Trans>Back to Home</Trans>
        </Link>
      </div>
    </div>
  );
}
