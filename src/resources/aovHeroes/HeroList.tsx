// /app/admin/aov/heroes
import {
  BooleanField,
  ChipField,
  NullableBooleanInput,
  ReferenceArrayField,
  SingleFieldList,
  TextField,
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
        <ThumbField
          source="avatar"
          sortable={false}
          label="resources.admin/aov/heroes.fields.avatar"
        />
        <TextField source="name" />
        <TextField source="title" sortable={false} />
        <ReferenceArrayField source="tags" reference="admin/aov/tags" sortable={false}>
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <DayField source="releaseDate" />
        <BooleanField source="active" sortable={false} />
      </ResponsiveDatagrid>
    </CatalogueList>
  );
}
