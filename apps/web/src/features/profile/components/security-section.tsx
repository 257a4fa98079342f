// "Security" in profile settings (issue 27): change the password, sign out everywhere (after a yes/no
// question; the server ends every token, so the local sign-out does not revoke it again), and download
// a copy of the account's data.
import { useLingui } from '@lingui/react/macro';
import { Download, LogOut } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { useExportMyData } from '../api/export-my-data.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';
import { PROFILE_TEXT } from '../texts.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

const text = PROFILE_TEXT.security;

function Part({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 pt-6 first:pt-0">
      <div>
        <h3 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <p className="text-sm text-slate-500">{note}</p>
      </div>
      {children}
    </section>
  );
}

export function SecuritySection() {
  const { t } = useLingui();
  const { logout } = useSession();
  const navigate = useNavigate();
  const signOutAll = useSignOutEverywhere();
  const exportData = useExportMyData();
  const [confirming, setConfirming] = useState(false);

  const onSignOutEverywhere = () =>
    signOutAll.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        logout({ revoke: false, message: text.signedOutEverywhere });
        navigate('/');
      },
      onError: (error) => toast.error(errorText(error, t`Could not sign out everywhere`)),
    });

  const onDownload = () =>
    exportData.mutate(undefined, {
      onError: (error) => toast.error(errorText(error, t`Could not download your data`)),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{text.title}</CardTitle>
        <CardDescription>{text.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col divide-y divide-slate-100 [&>*]:pb-6 [&>*:last-child]:pb-0">
        <Part id="security-password" title={text.changePassword} note={text.passwordNote}>
          <ChangePasswordForm />
        </Part>
        <Part id="security-sessions" title={t`Sessions`} note={text.signOutEverywhereNote}>
          <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
            <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
            {text.signOutEverywhere}
          </Button>
        </Part>
        <Part id="security-data" title={t`Your data`} note={text.downloadDataNote}>
          <Button
            variant="secondary"
            className="self-start"
            loading={exportData.isPending}
            onClick={onDownload}
          >
            {!exportData.isPending && <Download aria-hidden="true" />}
            {text.downloadData}
          </Button>
        </Part>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={text.signOutEverywhereTitle}
        description={text.signOutEverywhereConfirm}
        confirmLabel={text.signOutEverywhere}
        busy={signOutAll.isPending}
        onConfirm={onSignOutEverywhere}
      />
    </Card>
  );
}
