// /app/admin/aov/skins
import {
  BooleanField,
  NullableBooleanInput,
  ReferenceField,
  SelectInput,
  TextField,
} from 'react-admin';
import { CatalogueList } from '../../lib/CatalogueList';
import { DayField } from '../../lib/DayField';
import { referenceFilter, searchFilter } from '../../lib/listFilters';
import { ResponsiveDatagrid } from '../../lib/ResponsiveDatagrid';
import { ThumbField } from '../../lib/ThumbField';
import { tierChoices } from './SkinInputs';

const filters = [
  searchFilter(),
  referenceFilter('heroId', 'admin/aov/heroes'),
  referenceFilter('tagId', 'admin/aov/tags'),
  <SelectInput key="tier" source="tier" choices={tierChoices} />,
  <NullableBooleanInput key="limited" source="limited" />,
];

export function SkinList() {
  return (
    <CatalogueList filters={filters} temp>
      <ResponsiveDatagrid
        primaryText={(skin) => skin.name}
        // Skins of different heroes share names: a phone shows whose skin it is.
        secondaryText={(skin) => (
          <>
            <ReferenceField source="heroId" reference="admin/aov/heroes" link={false} />
            {` · ${skin.tier}`}
          </>
        )}
        thumbSource="image"
      >
        <ThumbField
          source="image"
          sortable={false}
          wide
          label="resources.admin/aov/skins.fields.image"
        />
        <TextField source="name" />
        <ReferenceField source="heroId" reference="admin/aov/heroes" link={false} />
        <TextField source="tier" />
        <BooleanField source="limited" sortable={false} />
        <DayField source="releaseDate" />
      </ResponsiveDatagrid>
    </CatalogueList>
  );
}
