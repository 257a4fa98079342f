// Route module for /admin/users (admins): the users screen, with the invitations feature as its second
// tab (?tab=invitations).
import { InvitationsPanel } from '../../features/admin-invitations/components/invitations-panel.tsx';
import { UsersScreen } from '../../features/admin-users/components/users-screen.tsx';

export default function AdminUsersRoute() {
  return <UsersScreen invitations={<InvitationsPanel />} />;
}
