import { Button } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { InUseBulkDeleteButton, InUseDeleteButton } from '../../lib/InUseDeleteButtons';
import { rowsFiltered, type InsteadProps, type UsedBy } from '../../lib/inUse';
import '../../i18n/areas/aovPages';

/** Instead of a refused delete: the hero's skins, to delete or move first. */
function HeroSkinsLink({ ids, usage }: InsteadProps) {
  const translate = useTranslate();
  const basename = useBasename();
  if (ids.length !== 1) return null;
  const filter = encodeURIComponent(JSON.stringify({ heroId: ids[0] }));
  return (
    <Button component={Link} to={`${basename}/admin/aov/skins?filter=${filter}`}>
      {translate('resources.admin/aov/heroes.delete.showSkins', { smart_count: usage.count })}
    </Button>
  );
}

/** A hero with skins cannot be deleted (the API answers 409): the dialog says how many. */
const skinsOfHero: UsedBy = {
  useCount: rowsFiltered('admin/aov/skins', 'heroId'),
  messages: 'resources.admin/aov/heroes.delete',
  refused: true,
  Instead: HeroSkinsLink,
};

export const HeroDeleteButton = () => <InUseDeleteButton usedBy={skinsOfHero} />;
export const HeroBulkDeleteButton = () => <InUseBulkDeleteButton usedBy={skinsOfHero} />;
