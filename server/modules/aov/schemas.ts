import { heroes } from '../../../common/resources/heroes';
import { skins } from '../../../common/resources/skins';
import { tags } from '../../../common/resources/tags';
import { aovSkins } from '../../db/schema';
import { inputOf, recordOf, requiredText, slugSchema } from '../../lib/resources/fieldSchemas';

/** The catalogue's validation, made from its definitions (common/resources); staging reuses it. */
export const nameSchema = (what: string) => requiredText(what, 100);
export const slugInput = slugSchema();
export const tagInput = inputOf(tags);
export const heroInput = inputOf(heroes);
export const skinInput = inputOf(skins);
export const skinRecord = recordOf(skins, aovSkins);
