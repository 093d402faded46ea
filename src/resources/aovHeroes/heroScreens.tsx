// /app/admin/aov/heroes: its list, as its definition draws it.
import { heroes } from '../../../common/resources/heroes';
import { DefinitionList } from '../../lib/definitions/DefinitionList';
import { referenceFilter } from '../../lib/listFilters';
import { StagingButton } from '../StagingButton';
import { HeroBulkDeleteButton } from './heroDelete';

const filters = { tagId: referenceFilter('tagId', 'admin/aov/tags') };

export function HeroList() {
  return (
    <DefinitionList
      definition={heroes}
      filters={filters}
      secondaryText={(hero) => hero.title}
      bulkActions={<HeroBulkDeleteButton />}
      toolbar={<StagingButton />}
    />
  );
}
