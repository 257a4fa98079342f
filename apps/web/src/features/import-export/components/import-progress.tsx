// The bar of a running import: processed of total from the job, or (while the file is still being
// sent and read, before a job exists) an indeterminate bar with no value.
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';

export function ImportProgress({
  label,
  processed,
  total,
}: {
  label: string;
  processed?: number;
  total?: number;
}) {
  const { t } = useLingui();
  const known = processed !== undefined && total !== undefined && total > 0;
  const processedText = known ? formatNumber(processed) : '';
  const totalText = known ? formatNumber(total) : '';
  const percent = known ? Math.min(100, Math.round((processed / total) * 100)) : 0;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        {known && (
          <span className="text-slate-500 tabular-nums">
            <Trans>
              {processedText} of {totalText}
            </Trans>
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={t`Import progress`}
        aria-valuemin={known ? 0 : undefined}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? processed : undefined}
        aria-valuetext={
          known ? t`${ph({ processed: processedText })} of ${ph({ total: totalText })} prompts` : undefined
        }
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            'h-full rounded-full bg-indigo-600 transition-[width] duration-300',
            !known && 'w-1/3 animate-pulse',
          )}
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
