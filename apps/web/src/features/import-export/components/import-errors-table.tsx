// The refused rows of an import report (Row, Message): the first few, then all the report lists on
// request. The report itself keeps at most IMPORT_REPORT_ERRORS_MAX; errorCount says how many in all.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ImportReport } from '@prompt-lib/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatNumber } from '../../../lib/format.ts';

export const ERRORS_SHOWN_FIRST = 10;

export function ImportErrorsTable({ report }: { report: ImportReport }) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const { errors, errorCount } = report;
  if (errors.length === 0) return null;
  const shown = showAll ? errors : errors.slice(0, ERRORS_SHOWN_FIRST);
  const shownCount = formatNumber(shown.length);
  const totalCount = formatNumber(errorCount);
  const listedCount = formatNumber(errors.length);

  return (
    <div className="flex flex-col gap-2">
      <Table aria-label={t`Rows with errors`}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-20">
              <Trans>Row</Trans>
            </TableHead>
            <TableHead>
              <Trans>Message</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((error) => (
            <TableRow key={`${error.row}-${error.message}`}>
              <TableCell className="font-medium text-slate-900 tabular-nums">{error.row}</TableCell>
              <TableCell>{error.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        {shown.length < errorCount && (
          <span>
            <Trans>
              Showing the first {shownCount} of {totalCount} errors.
            </Trans>
          </span>
        )}
        {!showAll && errors.length > ERRORS_SHOWN_FIRST && (
          <Button variant="link" size="sm" className="h-auto px-0 text-xs" onClick={() => setShowAll(true)}>
            {errors.length < errorCount ? t`Show the first ${listedCount}` : t`Show all ${listedCount}`}
          </Button>
        )}
      </div>
    </div>
  );
}
