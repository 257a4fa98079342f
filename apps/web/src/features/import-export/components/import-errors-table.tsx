// The refused rows of an import report (Row, Message): the first few, then all the report lists on
// request. The report itself keeps at most IMPORT_REPORT_ERRORS_MAX; errorCount says how many in all.
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

export const ERRORS_SHOWN_FIRST = 10;

export function ImportErrorsTable({ report }: { report: ImportReport }) {
  const [showAll, setShowAll] = useState(false);
  const { errors, errorCount } = report;
  if (errors.length === 0) return null;
  const shown = showAll ? errors : errors.slice(0, ERRORS_SHOWN_FIRST);
  const count = (n: number) => n.toLocaleString('en-US');

  return (
    <div className="flex flex-col gap-2">
      <Table aria-label="Rows with errors">
        <TableHeader>
          <TableRow>
            <TableHead className="w-20">Row</TableHead>
            <TableHead>Message</TableHead>
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
            Showing the first {count(shown.length)} of {count(errorCount)} errors.
          </span>
        )}
        {!showAll && errors.length > ERRORS_SHOWN_FIRST && (
          <Button variant="link" size="sm" className="h-auto px-0 text-xs" onClick={() => setShowAll(true)}>
            Show{' '}
            {errors.length < errorCount ? `the first ${count(errors.length)}` : `all ${count(errors.length)}`}
          </Button>
        )}
      </div>
    </div>
  );
}
