// /app/admin/aov/items: its list, as its definition draws it (its form is the definition's own).
import { ITEM_CATEGORIES, type ItemCategory } from '../../../common/aov';
import { items } from '../../../common/resources/items';
import { DefinitionList } from '../../lib/definitions/DefinitionList';

export function ItemList() {
  return (
    <DefinitionList
      definition={items}
      secondaryText={(item) =>
        `${ITEM_CATEGORIES[item.category as ItemCategory]} · ${item.price.toLocaleString('vi-VN')} vàng`
      }
    />
  );
}
