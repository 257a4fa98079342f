// Route module for /groups: the caller's groups (every group for an admin).
import { GroupsScreen } from '../../features/groups/components/groups-screen.tsx';

export default function GroupsRoute() {
  return <GroupsScreen />;
}
