// /admin/settings (issue 27): who can browse the library, who can create an account, and whether
// passwords are accepted for sign-in. The choices that need e-mail or single sign-on explain why they
// are unavailable (from the public settings); the server's refusal of a save shows in the toast.
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { useSettings } from '../api/get-settings.ts';
import { SettingsForm } from './settings-form.tsx';

export function SettingsScreen() {
  const { t } = useLingui();
  return (
    <AdminOnly title={t`Settings`} message={t`Only admins can change the settings.`}>
      <SettingsPanel />
    </AdminOnly>
  );
}

function SettingsPanel() {
  const { t } = useLingui();
  const settings = useSettings();
  const publicSettings = usePublicSettings();
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title={t`Settings`}
        description={t`Who can see the library, who can join, and how people sign in.`}
      />
      {settings.isPending || !publicSettings.ready ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : settings.isError ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center" role="alert">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Failed to load settings</Trans>
            </h2>
            <p className="text-sm text-slate-600">{settings.error.message}</p>
            <Button variant="secondary" onClick={() => settings.refetch()}>
              <RotateCw aria-hidden />
              <Trans>Try Again</Trans>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <SettingsForm saved={settings.data} publicSettings={publicSettings.settings} />
      )}
    </PageContainer>
  );
}
