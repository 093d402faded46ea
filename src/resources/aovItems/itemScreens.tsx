// /app/admin/aov/items: its list and form, as its definition draws them.
import { ITEM_CATEGORIES, type ItemCategory } from '../../../common/aov';
import { items } from '../../../common/resources/items';
import { DefinitionInputs } from '../../lib/definitions/DefinitionInputs';
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

export function ItemInputs({ creating }: { creating?: boolean }) {
  return <DefinitionInputs definition={items} creating={creating} />;
}
