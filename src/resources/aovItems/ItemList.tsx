// /app/admin/aov/items
import { DataTable, SelectField } from 'react-admin';
import { ITEM_CATEGORIES, type ItemCategory } from '../../../common/aov';
import { CatalogueList } from '../../lib/CatalogueList';
import { choiceFilter, searchFilter } from '../../lib/listFilters';
import { ResponsiveDatagrid } from '../../lib/ResponsiveDatagrid';
import { ThumbField } from '../../lib/ThumbField';
import { items } from '../../../common/resources/items';
import { choicesOf } from '../../lib/definitions/choices';

const filters = [searchFilter(), choiceFilter('category', choicesOf(items.fields.category))];

export function ItemList() {
  return (
    <CatalogueList filters={filters}>
      <ResponsiveDatagrid
        primaryText={(item) => item.name}
        secondaryText={(item) =>
          `${ITEM_CATEGORIES[item.category as ItemCategory]} · ${item.price.toLocaleString('vi-VN')} vàng`
        }
        thumbSource="image"
      >
        <DataTable.Col source="image" disableSort>
          <ThumbField source="image" />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="category">
          <SelectField source="category" choices={choicesOf(items.fields.category)} />
        </DataTable.Col>
        <DataTable.NumberCol source="price" locales="vi-VN" />
        <DataTable.Col source="description" disableSort />
      </ResponsiveDatagrid>
    </CatalogueList>
  );
}
