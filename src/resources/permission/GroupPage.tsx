// /app/admin/permission/{id}
import { CardContent } from '@mui/material';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RecordTimeline } from '../../lib/RecordTimeline';
import { GroupDeleteButton } from './groupDelete';
import { GroupMembers } from './GroupMembers';
import { GroupPermissionSwitches } from './GroupPermissionSwitches';
import type { GroupDetail } from '../../../common/adminApi';
import '../../i18n/areas/admin';

function GroupTitle() {
  const translate = useTranslate();
  const group = useRecordContext<GroupDetail>();
  return <>{group ? translate('app.admin.permission.group', { name: group.name }) : ''}</>;
}

/** /app/admin/permission/group/{id}: the group's permissions, switched one by one, members, its delete and its timeline. */
export function GroupPage() {
  const { id } = useParams();
  return (
    <Show
      resource="admin/permission"
      id={id}
      actions={
        <TopToolbar>
          <GroupDeleteButton />
        </TopToolbar>
      }
      title={<GroupTitle />}
      aside={<RecordTimeline auditResource="permissions/group" />}
    >
      <CardContent>
        <GroupPermissionSwitches />
        <GroupMembers />
      </CardContent>
    </Show>
  );
}
