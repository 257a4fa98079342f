// /admin/users (issue 27): the accounts of this server on one tab and the invitations on the other.
// The tab lives in the address (?tab=invitations) so it can be linked and survives a reload; the
// invitations panel comes from its own feature, composed by the route module.
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { UsersTab } from './users-tab.tsx';

type Tab = 'users' | 'invitations';

export function UsersScreen({ invitations }: { invitations: ReactNode }) {
  const { t } = useLingui();
  return (
    <AdminOnly title={t`Users`} message={t`Only admins can manage users.`}>
      <UsersTabs invitations={invitations} />
    </AdminOnly>
  );
}

function UsersTabs({ invitations }: { invitations: ReactNode }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'invitations' ? 'invitations' : 'users';
  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'invitations') updated.set('tab', next);
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  return (
    <PageContainer>
      <PageHeader
        title={t`Users`}
        description={t`The accounts of this library, and invitations to join it.`}
      />
      <Tabs value={tab} onValueChange={select}>
        <TabsList>
          <TabsTrigger value="users">
            <Users aria-hidden />
            <Trans>Users</Trans>
          </TabsTrigger>
          <TabsTrigger value="invitations">
            <Mail aria-hidden />
            <Trans>Invitations</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="invitations">{invitations}</TabsContent>
      </Tabs>
    </PageContainer>
  );
}
