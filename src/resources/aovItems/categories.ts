import { ITEM_CATEGORIES } from '../../../common/aov';

export const categoryChoices = Object.entries(ITEM_CATEGORIES).map(([id, name]) => ({ id, name }));
