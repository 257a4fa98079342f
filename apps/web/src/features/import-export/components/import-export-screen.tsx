// The Import & Export screen (issue 9): export choices as a download, and an import checked by a dry
// run before it runs. Admins also export the published library and import as published.
import { useLingui } from '@lingui/react/macro';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { ExportCard } from './export-card.tsx';
import { ImportCard } from './import-card.tsx';

export function ImportExportScreen({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useLingui();
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title={t`Import & Export`}
        description={t`Download prompts as JSON, CSV or Markdown, or bring prompts in from a file.`}
      />
      <div className="flex flex-col gap-6">
        <ExportCard isAdmin={isAdmin} />
        <ImportCard isAdmin={isAdmin} />
      </div>
    </PageContainer>
  );
}
