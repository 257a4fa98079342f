// The spinner inside an auth card while what it shows is being decided (the server's settings, an
// invitation, a link being checked).
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../components/ui/spinner.tsx';

export function CardSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-indigo-700">
      <Spinner size="lg" label={label ?? t`Loading`} />
      {label && <p className="text-sm text-slate-600">{label}</p>}
    </div>
  );
}
