// /app/admin/aov/heroes
import {
  ChipField,
  DataTable,
  ReferenceArrayField,
  SelectField,
  SingleFieldList,
} from 'react-admin';
import { heroes } from '../../../common/resources/heroes';
import { choicesOf } from '../../lib/definitions/choices';
import { AfterFirstPaint } from '../../layout/AfterFirstPaint';
import { CatalogueList } from '../../lib/CatalogueList';
import { DayField } from '../../lib/DayField';
import { choiceFilter, referenceFilter, searchFilter, yesNoFilter } from '../../lib/listFilters';
import { ResponsiveDatagrid } from '../../lib/ResponsiveDatagrid';
import { HeroBulkDeleteButton } from './heroDelete';
import { ThumbField } from '../../lib/ThumbField';
import { YesNoField } from '../../lib/YesNoField';

const roles = choicesOf(heroes.fields.role);

const filters = [
  searchFilter(),
  referenceFilter('tagId', 'admin/aov/tags'),
  choiceFilter('role', roles),
  yesNoFilter('active'),
];

export function HeroList() {
  return (
    <CatalogueList filters={filters} temp>
      <ResponsiveDatagrid
        bulkActionButtons={<HeroBulkDeleteButton />}
        primaryText={(hero) => hero.name}
        secondaryText={(hero) => hero.title}
        thumbSource="avatar"
      >
        <DataTable.Col source="avatar" disableSort>
          <ThumbField source="avatar" />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="role" disableSort>
          <SelectField source="role" choices={roles} />
        </DataTable.Col>
        <DataTable.Col source="lane" disableSort />
        <DataTable.Col source="tags" disableSort>
          {/* The tags' names need a request of their own: they come after the rows. */}
          <AfterFirstPaint>
            <ReferenceArrayField source="tags" reference="admin/aov/tags">
              <SingleFieldList linkType={false}>
                <ChipField source="name" size="small" />
              </SingleFieldList>
            </ReferenceArrayField>
          </AfterFirstPaint>
        </DataTable.Col>
        <DataTable.Col source="releaseDate" field={DayField} />
        <DataTable.Col source="active" disableSort field={YesNoField} />
      </ResponsiveDatagrid>
    </CatalogueList>
  );
}
