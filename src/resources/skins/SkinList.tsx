import {
  AutocompleteInput,
  BooleanField,
  DateField,
  List,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { CatalogueActions } from '../../lib/CatalogueActions';
import { ResponsiveDatagrid } from '../../lib/ResponsiveDatagrid';
import { ThumbField } from '../../lib/ThumbField';
import { tierChoices } from './SkinInputs';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="heroId" source="heroId" reference="admin/aov/heroes">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="tagId" source="tagId" reference="admin/aov/tags">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="tier" source="tier" choices={tierChoices} />,
  <NullableBooleanInput key="limited" source="limited" />,
];

export function SkinList() {
  return (
    <List
      filters={filters}
      actions={<CatalogueActions temp />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
    >
      <ResponsiveDatagrid
        primaryText={(skin) => skin.name}
        secondaryText={(skin) => skin.tier}
        thumbSource="image"
      >
        <ThumbField source="image" wide label="resources.admin/aov/skins.fields.image" />
        <TextField source="name" />
        <ReferenceField source="heroId" reference="admin/aov/heroes" link={false} />
        <TextField source="tier" />
        <BooleanField source="limited" sortable={false} />
        <DateField source="releaseDate" locales="vi-VN" />
      </ResponsiveDatagrid>
    </List>
  );
}
