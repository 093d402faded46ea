// /app/admin/user
import { Avatar, Chip, Stack } from '@mui/material';
import {
  DataTable,
  DateField,
  ReferenceInput,
  SelectInput,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { ActionsHeader } from '../../lib/ActionsHeader';
import { HorizontalScroll } from '../../lib/HorizontalScroll';
import { ListActions } from '../../lib/ListActions';
import { PERMISSIONS } from '../../../common/permissions';
import type { UserRow } from '../../../common/adminApi';
import { users } from '../../../common/resources/users';
import { USER_GROUP_CHOICES } from '../../providers/apiAddress';
import { ApprovalButtons } from './ApprovalButtons';
import { GroupMembershipButtons } from './GroupMembershipButtons';
import { SignOutEverywhereButton } from './SignOutEverywhereButton';
import { UserGroupsButton } from './UserGroupsButton';
import { UserHistoryButton } from './UserHistoryButton';
import { UserStatusButton } from './UserStatusButton';
import { UserWalletButton } from './UserWalletButton';
import { ResourceList } from '../../lib/ResourceList';
import '../../i18n/areas/admin';
import { searchFilter } from '../../lib/listFilters';

function StatusChip({ user }: { user: UserRow }) {
  const translate = useTranslate();
  if (user.disabled) {
    return <Chip size="small" color="warning" label={translate('app.admin.user.disabled')} />;
  }
  if (user.awaitingApproval) {
    return <Chip size="small" color="info" label={translate('app.admin.user.awaiting')} />;
  }
  return <Chip size="small" color="success" label={translate('app.admin.user.active')} />;
}

/** A group the user holds; one the identity provider gave is filled and says so. */
function GroupChip({ group }: { group: UserRow['groups'][number] }) {
  const translate = useTranslate();
  return group.fromProvider ? (
    <Chip
      size="small"
      color="primary"
      label={`${group.name} · ${translate('app.admin.user.fromProvider')}`}
    />
  ) : (
    <Chip size="small" variant="outlined" label={group.name} />
  );
}

function BulkActions({ canChooseGroups }: { canChooseGroups: boolean }) {
  return (
    <>
      <ApprovalButtons />
      {canChooseGroups && <GroupMembershipButtons />}
    </>
  );
}

/**
 * /app/admin/user: search, filter by group and status (waiting for approval, outside the
 * allowed domains), change groups (one user's, or a selection's joining or leaving one group),
 * approve or refuse a selection of waiting accounts, disable and enable, sign out everywhere,
 * open a user's wallet or their history.
 */
export function UserList() {
  const translate = useTranslate();
  const { permissions = [] } = usePermissions<string[]>();
  const canChooseGroups = permissions.includes(PERMISSIONS.permissionAll);
  const canSeeWallets = permissions.includes(PERMISSIONS.walletAll);
  const filters = [
    searchFilter(),
    <ReferenceInput key="groupId" source="groupId" reference={USER_GROUP_CHOICES} alwaysOn>
      <SelectInput optionText="name" />
    </ReferenceInput>,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={[
        { id: 'active', name: translate('app.admin.user.active') },
        { id: 'disabled', name: translate('app.admin.user.disabled') },
        { id: 'awaiting', name: translate('app.admin.user.awaiting') },
        { id: 'outside', name: translate('app.admin.user.outside') },
      ]}
    />,
  ];
  return (
    <ResourceList
      title={translate('app.admin.user.title')}
      filters={filters}
      sort={{ field: 'id', order: 'ASC' }}
      actions={<ListActions columns />}
    >
      <HorizontalScroll>
        <DataTable
          bulkActionButtons={<BulkActions canChooseGroups={canChooseGroups} />}
          rowClick={false}
        >
          <DataTable.Col<UserRow>
            source="avatarUrl"
            disableSort
            render={(user) => <Avatar src={user.avatarUrl ?? undefined} alt={user.name} />}
          />
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col<UserRow>
            source="groups"
            disableSort
            render={(user) => (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {user.groups.map((g) => (
                  <GroupChip key={g.id} group={g} />
                ))}
              </Stack>
            )}
          />
          <DataTable.Col<UserRow>
            source="status"
            disableSort
            render={(user) => <StatusChip user={user} />}
          />
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" locales="vi-VN" />
          </DataTable.Col>
          <DataTable.Col source="lastLoginAt">
            <DateField
              source="lastLoginAt"
              showTime
              locales="vi-VN"
              emptyText={users.fields.lastLoginAt.empty}
            />
          </DataTable.Col>
          <DataTable.Col label={<ActionsHeader />}>
            {canChooseGroups && <UserGroupsButton />}
            {canSeeWallets && <UserWalletButton />}
            <UserStatusButton />
            <SignOutEverywhereButton />
            <UserHistoryButton />
          </DataTable.Col>
        </DataTable>
      </HorizontalScroll>
    </ResourceList>
  );
}
