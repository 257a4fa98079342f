// Route module for /groups/{id}: one group and its members.
import { useParams } from 'react-router';
import { GroupScreen } from '../../features/groups/components/group-screen.tsx';

export default function GroupRoute() {
  const id = Number(useParams().id);
  return <GroupScreen key={id} id={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
