// /admin/audit (issue 27): who did what to accounts, sessions, invitations, tokens and settings, and
// from where. Filters by event, actor and days; pages of 25; "Download CSV" saves the whole filtered
// log.
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDownloadAudit } from '../api/download-audit.ts';
import { useAudit } from '../api/list-audit.ts';
import {
  type AuditFilterValues,
  emptyAuditFilters,
  PAGE_SIZE,
  toAuditFilters,
} from '../lib/audit-filters.ts';
import { AuditFilterBar } from './audit-filter-bar.tsx';
import { AuditTable } from './audit-table.tsx';

export function AuditScreen() {
  const { t } = useLingui();
  return (
    <AdminOnly title={t`Audit log`} message={t`Only admins can read the audit log.`}>
      <AuditLog />
    </AdminOnly>
  );
}

function AuditLog() {
  const { t } = useLingui();
  const [values, setValues] = useState<AuditFilterValues>(emptyAuditFilters);
  const [page, setPage] = useState(0);
  // The actor is typed; the other filters apply at once.
  const actor = useDebouncedValue(values.actor);
  const filters = toAuditFilters({ ...values, actor });
  const audit = useAudit({ ...filters, page, size: PAGE_SIZE });
  const download = useDownloadAudit();
  const pageCount = Math.ceil((audit.data?.totalCount ?? 0) / PAGE_SIZE);

  const downloadCsv = async () => {
    try {
      const name = await download.mutateAsync(filters);
      toast.success(t`Audit log downloaded`, { description: name });
    } catch (error) {
      toast.error(t`Failed to download the audit log`, {
        description: errorText(error, t`Please try again.`),
      });
    }
  };

  return (
    <PageContainer>
      <PageHeader
        title={t`Audit log`}
        description={t`Sign-ins, account changes, invitations, tokens and settings, newest first.`}
        actions={
          <Button variant="secondary" onClick={downloadCsv} loading={download.isPending}>
            {!download.isPending && <Download aria-hidden />}
            <Trans>Download CSV</Trans>
          </Button>
        }
      />
      <div className="flex flex-col gap-4">
        <AuditFilterBar
          values={values}
          onChange={(next) => {
            setValues(next);
            setPage(0);
          }}
        />
        <AuditTable
          entries={audit.data?.list}
          loading={audit.isPending}
          error={audit.isError ? errorText(audit.error, t`Please try again.`) : null}
          onRetry={() => audit.refetch()}
        />
        <Pagination
          className="mt-2"
          page={page + 1}
          pageCount={pageCount}
          onPage={(next) => setPage(next - 1)}
        />
      </div>
    </PageContainer>
  );
}
