import {
  ChipField,
  DataTable,
  DateField,
  NullableBooleanInput,
  ReferenceArrayField,
  ReferenceField,
  SelectField,
  SelectInput,
  SingleFieldList,
  type RaRecord,
} from 'react-admin';
import { formatBeli } from '../../../common/beli';
import { sortsOf, type ResourceDefinition } from '../../../common/resources/define';
import type { Field } from '../../../common/resources/fields';
import { CatalogueList } from '../CatalogueList';
import { DayField } from '../DayField';
import { formatVnd } from '../money';
import { referenceFilter, searchFilter } from '../listFilters';
import { ResponsiveDatagrid } from '../ResponsiveDatagrid';
import { ThumbField } from '../ThumbField';
import { YesNoField } from '../YesNoField';
import { choicesOf } from './choices';
import { listQueryOf } from './listQuery';

/** A filter input for a field, by its kind; none for a kind a list does not filter by. */
function filterFor(source: string, field: Field | undefined) {
  if (field?.kind === 'choice') {
    return <SelectInput key={source} source={source} choices={choicesOf(field)} />;
  }
  if (field?.kind === 'yesNo') return <NullableBooleanInput key={source} source={source} />;
  if (field?.kind === 'reference') return referenceFilter(source, field.resource);
  return undefined;
}

/** A column for a field, shown as its kind reads. */
function column(source: string, field: Field, sortable: boolean) {
  const common = { source, disableSort: !sortable };
  switch (field.kind) {
    case 'choice':
      return (
        <DataTable.Col key={source} {...common}>
          <SelectField source={source} choices={choicesOf(field)} />
        </DataTable.Col>
      );
    case 'integer':
      return field.money ? (
        <DataTable.Col
          key={source}
          {...common}
          align="right"
          render={(record: RaRecord) =>
            (field.money === 'vnd' ? formatVnd : formatBeli)(Number(record[source]))
          }
        />
      ) : (
        <DataTable.NumberCol key={source} {...common} locales="vi-VN" />
      );
    case 'yesNo':
      return <DataTable.Col key={source} {...common} field={YesNoField} />;
    case 'day':
      return <DataTable.Col key={source} {...common} field={DayField} />;
    case 'time':
      return (
        <DataTable.Col key={source} {...common}>
          <DateField source={source} showTime locales="vi-VN" emptyText={field.empty} />
        </DataTable.Col>
      );
    case 'image':
      return (
        <DataTable.Col key={source} {...common}>
          <ThumbField source={source} />
        </DataTable.Col>
      );
    case 'reference':
      return (
        <DataTable.Col key={source} {...common}>
          <ReferenceField source={source} reference={field.resource} link={false} />
        </DataTable.Col>
      );
    case 'references':
      return (
        <DataTable.Col key={source} {...common}>
          <ReferenceArrayField source={source} reference={field.resource}>
            <SingleFieldList linkType={false}>
              <ChipField source={field.represent} size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        </DataTable.Col>
      );
    default:
      return <DataTable.Col key={source} {...common} />;
  }
}

/**
 * The list a definition draws when it has no list of its own: its columns with their labels as
 * headers, its search and filters, sorted as it says, with create and export.
 */
export function definitionList(definition: ResourceDefinition) {
  const { fields, list, represent } = definition;
  const filters = [
    ...(list.search?.length ? [searchFilter()] : []),
    ...(list.filters ?? []).flatMap((source) => filterFor(source, fields[source]) ?? []),
  ];
  const sortable = new Set(sortsOf(definition));
  const primaryText = (record: RaRecord) => String(record[represent] ?? '');
  return function DefinitionList() {
    return (
      <CatalogueList
        filters={filters}
        query={listQueryOf(definition)}
        filterDefaultValues={list.defaultFilter}
      >
        <ResponsiveDatagrid primaryText={primaryText}>
          {list.columns.map((source) => column(source, fields[source]!, sortable.has(source)))}
        </ResponsiveDatagrid>
      </CatalogueList>
    );
  };
}
