// /app/admin/aov/heroes
import {
  BooleanField,
  ChipField,
  DataTable,
  NullableBooleanInput,
  ReferenceArrayField,
  SingleFieldList,
} from 'react-admin';
import { CatalogueList } from '../../lib/CatalogueList';
import { DayField } from '../../lib/DayField';
import { referenceFilter, searchFilter } from '../../lib/listFilters';
import { ResponsiveDatagrid } from '../../lib/ResponsiveDatagrid';
import { HeroBulkDeleteButton } from './heroDelete';
import { ThumbField } from '../../lib/ThumbField';

const filters = [
  searchFilter(),
  referenceFilter('tagId', 'admin/aov/tags'),
  <NullableBooleanInput key="active" source="active" />,
];

export function HeroList() {
  return (
    <CatalogueList filters={filters} temp>
      <ResponsiveDatagrid
        bulkActionButtons={<HeroBulkDeleteButton />}
        primaryText={(hero) => hero.name}
        secondaryText={(hero) => hero.title}
        thumbSource="avatar"
      >
        <DataTable.Col source="avatar" disableSort>
          <ThumbField source="avatar" />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="tags" disableSort>
          <ReferenceArrayField source="tags" reference="admin/aov/tags">
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        </DataTable.Col>
        <DataTable.Col source="releaseDate" field={DayField} />
        <DataTable.Col source="active" disableSort field={BooleanField} />
      </ResponsiveDatagrid>
    </CatalogueList>
  );
}
