// /app/admin/aov/items
import { NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import { ITEM_CATEGORIES, type ItemCategory } from '../../../common/aov';
import { CatalogueList } from '../../lib/CatalogueList';
import { searchFilter } from '../../lib/listFilters';
import { ResponsiveDatagrid } from '../../lib/ResponsiveDatagrid';
import { ThumbField } from '../../lib/ThumbField';
import { categoryChoices } from './categories';

const filters = [
  searchFilter(),
  <SelectInput key="category" source="category" choices={categoryChoices} />,
];

export function ItemList() {
  return (
    <CatalogueList filters={filters}>
      <ResponsiveDatagrid
        editable={false}
        primaryText={(item) => item.name}
        secondaryText={(item) =>
          `${ITEM_CATEGORIES[item.category as ItemCategory]} · ${item.price.toLocaleString('vi-VN')} vàng`
        }
        thumbSource="image"
      >
        <ThumbField
          source="image"
          sortable={false}
          label="resources.admin/aov/items.fields.image"
        />
        <TextField source="name" />
        <SelectField source="category" choices={categoryChoices} />
        <NumberField source="price" locales="vi-VN" />
        <TextField source="description" sortable={false} />
      </ResponsiveDatagrid>
    </CatalogueList>
  );
}
