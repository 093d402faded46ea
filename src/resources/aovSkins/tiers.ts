import { SKIN_TIERS } from '../../../common/aov';

export const tierChoices = SKIN_TIERS.map((tier) => ({ id: tier, name: tier }));
