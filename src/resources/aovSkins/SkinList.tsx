// /app/admin/aov/skins
import { styled } from '@mui/material';
import { ReferenceField, DataTable } from 'react-admin';
import { AfterFirstPaint } from '../../layout/AfterFirstPaint';
import { CatalogueList } from '../../lib/CatalogueList';
import { DayField } from '../../lib/DayField';
import { choiceFilter, referenceFilter, searchFilter, yesNoFilter } from '../../lib/listFilters';
import { ResponsiveDatagrid } from '../../lib/ResponsiveDatagrid';
import { ThumbField } from '../../lib/ThumbField';
import { YesNoField } from '../../lib/YesNoField';
import { skins } from '../../../common/resources/skins';
import { choicesOf } from '../../lib/definitions/choices';

const HeroNameSlot = styled('span')({ display: 'inline-block', verticalAlign: 'top' });

const filters = [
  searchFilter(),
  referenceFilter('heroId', 'admin/aov/heroes'),
  referenceFilter('tagId', 'admin/aov/tags'),
  choiceFilter('tier', choicesOf(skins.fields.tier)),
  yesNoFilter('limited'),
];

export function SkinList() {
  return (
    <CatalogueList filters={filters} temp>
      <ResponsiveDatagrid
        primaryText={(skin) => skin.name}
        // Skins of different heroes share names: a phone shows whose skin it is.
        secondaryText={(skin) => (
          <>
            {/* Inline, so the loading bar react-admin shows until the name comes stays on the line. */}
            <HeroNameSlot>
              <ReferenceField source="heroId" reference="admin/aov/heroes" link={false} />
            </HeroNameSlot>
            {` · ${skin.tier}`}
          </>
        )}
        thumbSource="image"
      >
        <DataTable.Col source="image" disableSort>
          <ThumbField source="image" wide />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="heroId">
          {/* The heroes' names need a request of their own: they come after the rows. */}
          <AfterFirstPaint>
            <ReferenceField source="heroId" reference="admin/aov/heroes" link={false} />
          </AfterFirstPaint>
        </DataTable.Col>
        <DataTable.Col source="tier" />
        <DataTable.Col source="limited" disableSort field={YesNoField} />
        <DataTable.Col source="releaseDate" field={DayField} />
      </ResponsiveDatagrid>
    </CatalogueList>
  );
}
