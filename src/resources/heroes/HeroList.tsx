import {
  AutocompleteInput,
  BooleanField,
  ChipField,
  DateField,
  List,
  NullableBooleanInput,
  ReferenceArrayField,
  ReferenceInput,
  SearchInput,
  SingleFieldList,
  TextField,
} from 'react-admin';
import { CatalogueActions } from '../../lib/CatalogueActions';
import { ResponsiveDatagrid } from '../../lib/ResponsiveDatagrid';
import { ThumbField } from '../../lib/ThumbField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="tagId" source="tagId" reference="admin/aov/tags">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" />,
];

export function HeroList() {
  return (
    <List
      filters={filters}
      actions={<CatalogueActions temp />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
    >
      <ResponsiveDatagrid
        primaryText={(hero) => hero.name}
        secondaryText={(hero) => hero.title}
        thumbSource="avatar"
      >
        <ThumbField source="avatar" label="resources.admin/aov/heroes.fields.avatar" />
        <TextField source="name" />
        <TextField source="title" sortable={false} />
        <ReferenceArrayField source="tags" reference="admin/aov/tags" sortable={false}>
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <DateField source="releaseDate" locales="vi-VN" />
        <BooleanField source="active" sortable={false} />
      </ResponsiveDatagrid>
    </List>
  );
}
