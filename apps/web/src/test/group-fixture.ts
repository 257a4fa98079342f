// A group the caller is a member of, as GET /api/groups lists it: the share pickers' tests offer it.
import type { Group } from '@prompt-lib/contract';

export const marketing: Group = {
  id: 3,
  name: 'Marketing',
  description: '',
  ssoName: null,
  memberCount: 4,
  myRole: 'member',
};
