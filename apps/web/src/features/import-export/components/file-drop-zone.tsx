// The file to import: dropped on the zone or picked with the file input inside it (a label, so a click
// or Enter/Space on the focused input opens the picker). Files over IMPORT_MAX_BYTES are refused here,
// before any upload; the chosen file shows its name and size.
import { Trans, useLingui } from '@lingui/react/macro';
import { IMPORT_MAX_BYTES, IMPORT_MSG } from '@prompt-lib/contract';
import { FileText, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatBytes } from '../lib/format-bytes.ts';

export const IMPORT_ACCEPT = '.json,.csv,application/json,text/csv';

export function FileDropZone({
  file,
  onFile,
  disabled = false,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const maxSize = formatBytes(IMPORT_MAX_BYTES);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) {
      const tooLarge = IMPORT_MSG.tooLarge;
      const name = chosen.name;
      const size = formatBytes(chosen.size);
      setError(t`${tooLarge}: ${name} has ${size}.`);
      onFile(null);
      return;
    }
    setError(null);
    onFile(chosen);
  };

  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={inputId}
        className={cn(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500',
          dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50',
          disabled
            ? 'cursor-not-allowed opacity-60'
            : 'cursor-pointer hover:border-indigo-400 hover:bg-indigo-50/40',
        )}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) choose(event.dataTransfer.files[0]);
        }}
      >
        <input
          id={inputId}
          type="file"
          accept={IMPORT_ACCEPT}
          disabled={disabled}
          className="sr-only"
          aria-label={t`File to import`}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            choose(chosen);
          }}
        />
        {file ? (
          <>
            <FileText className="size-7 text-indigo-500" aria-hidden />
            <span className="max-w-full text-sm font-medium break-all text-slate-900">{file.name}</span>
            <span className="text-xs text-slate-500">{formatBytes(file.size)}</span>
            <span className={buttonClass('secondary', 'sm')}>
              <Trans>Choose another file</Trans>
            </span>
          </>
        ) : (
          <>
            <Upload className="size-7 text-slate-400" aria-hidden />
            <span className="hidden text-sm text-slate-600 sm:inline">
              <Trans>Drop a file here, or</Trans>
            </span>
            <span className={buttonClass('secondary', 'sm')}>
              <Trans>Choose a file</Trans>
            </span>
            <span className="text-xs text-slate-500">
              <Trans>A Prompt Lib export (JSON or CSV) or prompts.chat’s prompts.csv, up to {maxSize}</Trans>
            </span>
          </>
        )}
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
