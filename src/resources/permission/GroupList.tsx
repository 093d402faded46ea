// /app/admin/permission
import { DataTable, NumberField, useBasename, useTranslate } from 'react-admin';
import { HorizontalScroll } from '../../lib/HorizontalScroll';
import { ListActions } from '../../lib/ListActions';
import { CreateGroupForm } from './CreateGroupForm';
import { groupPagePath } from './paths';
import { PermissionChips } from './PermissionChips';
import type { GroupSummary } from '../../../common/adminApi';
import { ResourceList } from '../../lib/ResourceList';
import '../../i18n/areas/admin';

/** /app/admin/permission: every group; a row opens its page at group/{id}. */
export function GroupList() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <ResourceList
      title={translate('app.admin.permission.title')}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={1000}
      pagination={false}
      actions={<ListActions exportPath="permissions/groups" columns />}
    >
      <CreateGroupForm />
      <HorizontalScroll>
        <DataTable rowClick={(id) => `${basename}/${groupPagePath(id)}`} bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col<GroupSummary>
            source="permissions"
            disableSort
            render={(group) => <PermissionChips permissions={group.permissions} />}
          />
          <DataTable.NumberCol source="memberCount" field={NumberField} />
        </DataTable>
      </HorizontalScroll>
    </ResourceList>
  );
}
