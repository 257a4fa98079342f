// Loading indicator: an accessible spinning ring (role status), and a full-area variant for screens.
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export function Spinner({
  size = 'md',
  className,
  label,
}: {
  size?: keyof typeof sizes;
  className?: string;
  /** Defaults to "Loading"; null when the spinner sits inside a control that already says it is busy (aria-busy). */
  label?: string | null;
}) {
  const { t } = useLingui();
  const text = label === undefined ? t`Loading` : label;
  const classes = cn(
    'inline-block animate-spin rounded-full border-current border-e-transparent',
    sizes[size],
    className,
  );
  if (!text) return <span aria-hidden="true" className={classes} />;
  return <span role="status" aria-label={text} className={classes} />;
}

/** Centred spinner filling the content area while a screen or the session loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-indigo-700">
      <Spinner size="lg" />
    </div>
  );
}
