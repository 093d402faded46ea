import {
  InUseBulkDeleteButton,
  InUseDeleteButton,
  type UsedBy,
} from '../../lib/InUseDeleteButtons';

/** A hero with skins cannot be deleted (the API answers 409): the confirmation says how many. */
const skinsOfHero: UsedBy = {
  resource: 'admin/aov/skins',
  field: 'heroId',
  messages: 'resources.admin/aov/heroes.delete',
};

export const HeroDeleteButton = () => <InUseDeleteButton usedBy={skinsOfHero} />;
export const HeroBulkDeleteButton = () => <InUseBulkDeleteButton usedBy={skinsOfHero} />;
