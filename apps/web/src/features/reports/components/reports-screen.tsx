// /admin/reports (issue 29): the admins' queue of reports. Open and Resolved tabs, each paged; a report
// shows its target (a link, or "Deleted"), the reason and details, who reported it and when. An open
// report is resolved with Dismiss, Hide or Delete (confirmed) and an optional note for the owner; a
// resolved one says what was done, and content still hidden can be shown again with Unhide.
import { useLingui } from '@lingui/react';
import {
  MODERATION_NOTE_MAX,
  REPORT_REASON_LABELS,
  type Report,
  type ReportStatus,
} from '@prompt-lib/contract';
import { Flag, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { REPORTS_PAGE_SIZE, useReports, useResolveReport, useUnhide } from '../../../api/reports.ts';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { REPORTS_TEXT as T } from '../../../components/moderation/texts.ts';
import { Pagination } from '../../../components/pagination.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';

export function ReportsScreen() {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  return (
    <AdminOnly title={T.screenTitle} message={T.adminOnly}>
      <Reports />
    </AdminOnly>
  );
}

function Reports() {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const [status, setStatus] = useState<ReportStatus>('open');
  return (
    <PageContainer>
      <PageHeader title={T.screenTitle} description={T.screenDescription} />
      <Tabs value={status} onValueChange={(value) => setStatus(value as ReportStatus)}>
        <TabsList>
          <TabsTrigger value="open">
            <Flag aria-hidden />
            {T.open}
          </TabsTrigger>
          <TabsTrigger value="resolved">
            <Inbox aria-hidden />
            {T.resolved}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="open">
          <ReportList status="open" />
        </TabsContent>
        <TabsContent value="resolved">
          <ReportList status="resolved" />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

function ReportList({ status }: { status: ReportStatus }) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const [page, setPage] = useState(1);
  const reports = useReports(status, page - 1);
  const list = reports.data?.list ?? [];
  const pageCount = Math.ceil((reports.data?.totalCount ?? 0) / REPORTS_PAGE_SIZE);
  return (
    <div className="flex flex-col gap-4">
      <ListState
        loading={reports.isPending}
        error={reports.isError ? errorText(reports.error, '') : null}
        empty={list.length === 0}
        onRetry={() => reports.refetch()}
        errorTitle={T.loadFailed}
        emptyTitle={status === 'open' ? T.emptyOpen : T.emptyResolved}
      />
      {list.length > 0 && (
        <ul aria-label={status === 'open' ? T.open : T.resolved} className="flex flex-col gap-4">
          {list.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} className="mt-4" />
    </div>
  );
}

/** Where the web app shows the target: its prompt (a comment's), or the collection. */
function targetPath(report: Report): string {
  const { target } = report;
  if (target.type === 'collection') return `/collections/${target.id}`;
  return `/explorer/prompt/${target.promptId ?? target.id}`;
}

function ReportCard({ report }: { report: Report }) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const { target } = report;
  const gone = target.title === null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="neutral">{T.targetLabels[target.type]}</Badge>
          <Badge variant="brand">{REPORT_REASON_LABELS[report.reason]}</Badge>
          {target.hidden && <Badge variant="warning">{T.hiddenNotice}</Badge>}
        </div>
        {gone ? (
          <p className="font-semibold text-slate-500">{T.deleted}</p>
        ) : (
          <Link
            to={targetPath(report)}
            dir="auto"
            className="w-fit font-semibold break-words text-slate-900 hover:text-indigo-700 hover:underline"
          >
            {target.title}
          </Link>
        )}
        {report.details && (
          <p
            dir="auto"
            className="rounded-md bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-700"
          >
            {report.details}
          </p>
        )}
        <p className="text-xs text-slate-500">
          {report.reporter ? T.by(report.reporter.username) : T.byUnknown} ·{' '}
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
          {target.owner && ` · ${T.owner(target.owner.username)}`}
        </p>
        {report.status === 'open' ? <Resolve report={report} gone={gone} /> : <Resolution report={report} />}
      </CardContent>
    </Card>
  );
}

function Resolve({ report, gone }: { report: Report; gone: boolean }) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const resolve = useResolveReport();
  // Awaited rather than mutate's callbacks: the card leaves the refreshed queue before those would run.
  const act = (action: 'dismiss' | 'hide' | 'delete') =>
    resolve.mutateAsync({ id: report.id, action, note: note.trim() || undefined }).then(
      () => {
        setConfirming(false);
        toast.success(T.done[action]);
      },
      (error: unknown) => toast.error(errorText(error, T.resolveFailed)),
    );
  const busy = resolve.isPending;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-3">
      {!gone && (
        <FormField
          id={`report-${report.id}-note`}
          label={T.noteLabel}
          placeholder={T.notePlaceholder}
          dir="auto"
          maxLength={MODERATION_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => act('dismiss')} disabled={busy}>
          {T.dismiss}
        </Button>
        {!gone && (
          <>
            <Button variant="secondary" size="sm" onClick={() => act('hide')} disabled={busy}>
              {T.hide}
            </Button>
            <Button variant="destructive" size="sm" onClick={() => setConfirming(true)} disabled={busy}>
              {T.delete}
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.deleteTitle}
        description={T.deleteText}
        busy={busy}
        onConfirm={() => act('delete')}
      />
    </div>
  );
}

function Resolution({ report }: { report: Report }) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const unhide = useUnhide();
  const show = () =>
    unhide.mutateAsync({ type: report.target.type, id: report.target.id }).then(
      () => toast.success(T.unhidden),
      (error: unknown) => toast.error(errorText(error, T.unhideFailed)),
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm">
      <p className="text-slate-700">
        <span className="font-medium">
          {T.resolution(report.action, report.resolvedBy?.username ?? null)}
        </span>
        {report.resolvedAt && (
          <>
            {' · '}
            <time dateTime={report.resolvedAt}>{formatDateTime(report.resolvedAt)}</time>
          </>
        )}
        {report.note && <span className="block text-slate-600">{T.note(report.note)}</span>}
      </p>
      {report.target.hidden && (
        <Button variant="secondary" size="sm" onClick={show} loading={unhide.isPending}>
          {T.unhide}
        </Button>
      )}
    </div>
  );
}
