// /app/admin/aov/skins
import { styled } from '@mui/material';
import { ReferenceField, DataTable } from 'react-admin';
import { LABEL_KINDS } from '../../../common/aov';
import { AfterFirstPaint } from '../../layout/AfterFirstPaint';
import { CatalogueList } from '../../lib/CatalogueList';
import { DayField } from '../../lib/DayField';
import { choiceFilter, referenceFilter, searchFilter } from '../../lib/listFilters';
import { ResponsiveDatagrid } from '../../lib/ResponsiveDatagrid';
import { ThumbField } from '../../lib/ThumbField';

const NameSlot = styled('span')({ display: 'inline-block', verticalAlign: 'top' });

const filters = [
  searchFilter(),
  referenceFilter('heroId', 'admin/aov/heroes'),
  referenceFilter('tagId', 'admin/aov/tags'),
  referenceFilter('labelId', 'admin/aov/labels'),
  choiceFilter(
    'labelKind',
    Object.entries(LABEL_KINDS).map(([id, name]) => ({ id, name })),
  ),
];

export function SkinList() {
  return (
    <CatalogueList filters={filters} temp>
      <ResponsiveDatagrid
        primaryText={(skin) => skin.name}
        // Skins of different heroes share names: a phone shows whose skin it is, and its label.
        secondaryText={() => (
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
        )}
        thumbSource="image"
      >
        <DataTable.Col source="image" disableSort>
          <ThumbField source="image" />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="heroId">
          {/* The heroes' and labels' names need requests of their own: they come after the rows. */}
          <AfterFirstPaint>
            <ReferenceField source="heroId" reference="admin/aov/heroes" link={false} />
          </AfterFirstPaint>
        </DataTable.Col>
        <DataTable.Col source="labelId">
          <AfterFirstPaint>
            <ReferenceField source="labelId" reference="admin/aov/labels" link={false} />
          </AfterFirstPaint>
        </DataTable.Col>
        <DataTable.Col source="releaseDate" field={DayField} />
      </ResponsiveDatagrid>
    </CatalogueList>
  );
}
