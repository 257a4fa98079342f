// The Invitations tab of /admin/users: the create form, a new invitation's link shown once, and the
// list with each invitation's state, uses, expiry, creator and Revoke.
import type { Invitation } from '@prompt-lib/contract';
import { useState } from 'react';
import { OneTimeLink } from '../../../components/one-time-link.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { CreateInvitationForm } from './create-invitation-form.tsx';
import { InvitationList } from './invitation-list.tsx';

export function InvitationsPanel() {
  const [created, setCreated] = useState<Invitation | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Create invitation</CardTitle>
          <CardDescription>
            An invitation is a link that lets someone create an account, even when registration is closed or
            by invitation only.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <CreateInvitationForm onCreated={setCreated} />
          {created && (
            <OneTimeLink
              key={created.id}
              label="New invitation link"
              title={`Invitation${created.email ? ` for ${created.email}` : ''} created`}
              description={`Copy it now: it will not be shown again. It works until ${formatDateTime(created.expiresAt)}.`}
              url={created.url}
              copyLabel="Copy invitation link"
              copiedMessage="Invitation link copied to clipboard"
              onDone={() => setCreated(null)}
            />
          )}
        </CardContent>
      </Card>
      <InvitationList />
    </div>
  );
}
