import { skins } from '../../../common/resources/skins';
import { choicesOf } from '../../lib/definitions/choices';

export const tierChoices = choicesOf(skins.fields.tier);
