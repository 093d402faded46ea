import { inUseDeleteButtons } from '../../lib/InUseDeleteButtons';

/** A hero with skins cannot be deleted (the API answers 409): the confirmation says how many. */
export const { DeleteButton: HeroDeleteButton, BulkDeleteButton: HeroBulkDeleteButton } =
  inUseDeleteButtons({
    resource: 'admin/aov/skins',
    field: 'heroId',
    messages: 'resources.admin/aov/heroes.delete',
  });
