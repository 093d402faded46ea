import { useGetOne } from 'react-admin';
import type { GroupDetail } from '../../../common/adminApi';
import { InUseDeleteButton } from '../../lib/InUseDeleteButtons';
import type { UsedBy } from '../../lib/inUse';
import '../../i18n/areas/admin';

/** A group with members cannot be deleted (the API answers 409): the dialog says how many. */
const membersOfGroup: UsedBy = {
  useCount: function useMembers(ids, enabled) {
    const { data } = useGetOne<GroupDetail>(
      'admin/permission',
      { id: Number(ids[0]) },
      { enabled: enabled && ids.length === 1 },
    );
    return data?.members ? { count: data.members.length } : undefined;
  },
  messages: 'app.admin.permission.delete',
  refused: true,
};

export const GroupDeleteButton = () => <InUseDeleteButton usedBy={membersOfGroup} />;
