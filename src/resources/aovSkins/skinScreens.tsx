// /app/admin/aov/skins: its list, as its definition draws it.
import { styled } from '@mui/material';
import { ReferenceField } from 'react-admin';
import { LABEL_KINDS } from '../../../common/aov';
import { skins } from '../../../common/resources/skins';
import { DefinitionList } from '../../lib/definitions/DefinitionList';
import { choiceFilter, referenceFilter } from '../../lib/listFilters';
import { StagingButton } from '../StagingButton';

const NameSlot = styled('span')({ display: 'inline-block', verticalAlign: 'top' });

const filters = {
  tagId: referenceFilter('tagId', 'admin/aov/tags'),
  labelKind: choiceFilter(
    'labelKind',
    Object.entries(LABEL_KINDS).map(([id, name]) => ({ id, name })),
  ),
};

// Skins of different heroes share names: a phone shows whose skin it is, and its label.
const heroAndLabel = () => (
  <>
    {/* Inline, so the loading bar react-admin shows until the name comes stays on the line. */}
    <NameSlot>
      <ReferenceField source="heroId" reference="admin/aov/heroes" link={false} />
    </NameSlot>
    {' · '}
    <NameSlot>
      <ReferenceField source="labelId" reference="admin/aov/labels" link={false} />
    </NameSlot>
  </>
);

export function SkinList() {
  return (
    <DefinitionList
      definition={skins}
      filters={filters}
      secondaryText={heroAndLabel}
      toolbar={<StagingButton />}
    />
  );
}
