// Router error element (spec §8): "Unexpected Application Error!" with the error's message.
import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';

export function ErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Unexpected Application Error!</Trans>
      </h1>
      {detail && (
        <pre dir="ltr" className="w-full overflow-x-auto rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {detail}
        </pre>
      )}
      <Link to="/" reloadDocument className={buttonClass('secondary')}>
        <Trans>Back to Home</Trans>
      </Link>
    </div>
  );
}
