// The Invitations tab of /admin/users: the create form, a new invitation's link shown once, and the
// list with each invitation's state, uses, expiry, creator and Revoke.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invitation } from '@prompt-lib/contract';
import { useState } from 'react';
import { OneTimeLink } from '../../../components/one-time-link.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { CreateInvitationForm } from './create-invitation-form.tsx';
import { InvitationList } from './invitation-list.tsx';

export function InvitationsPanel() {
  const { t } = useLingui();
  const [created, setCreated] = useState<Invitation | null>(null);
  const createdEmail = created?.email;
  const expiry = created ? formatDateTime(created.expiresAt) : '';
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Create invitation</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              An invitation is a link that lets someone create an account, even when registration is closed or
              by invitation only.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <CreateInvitationForm onCreated={setCreated} />
          {created && (
            <OneTimeLink
              key={created.id}
              label={t`New invitation link`}
              title={createdEmail ? t`Invitation for ${createdEmail} created` : t`Invitation created`}
              description={t`Copy it now: it will not be shown again. It works until ${expiry}.`}
              url={created.url}
              copyLabel={t`Copy invitation link`}
              copiedMessage={t`Invitation link copied to clipboard`}
              onDone={() => setCreated(null)}
            />
          )}
        </CardContent>
      </Card>
      <InvitationList />
    </div>
  );
}
