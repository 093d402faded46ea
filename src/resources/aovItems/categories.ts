import { items } from '../../../common/resources/items';
import { choicesOf } from '../../lib/definitions/choices';

export const categoryChoices = choicesOf(items.fields.category);
