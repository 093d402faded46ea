// /app/admin/aov/heroes: its list and form, as its definition draws them.
import { BooleanInput } from 'react-admin';
import { heroes } from '../../../common/resources/heroes';
import { DefinitionInputs } from '../../lib/definitions/DefinitionInputs';
import { DefinitionList } from '../../lib/definitions/DefinitionList';
import { referenceFilter } from '../../lib/listFilters';
import { StagingButton } from '../StagingButton';
import { HeroBulkDeleteButton } from './heroDelete';

const filters = { tagId: referenceFilter('tagId', 'admin/aov/tags') };
// A new hero is in use unless said.
const inputs = { active: <BooleanInput source="active" defaultValue /> };

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

export function HeroInputs({ creating }: { creating?: boolean }) {
  return <DefinitionInputs definition={heroes} creating={creating} inputs={inputs} />;
}
