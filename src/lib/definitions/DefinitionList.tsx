import { useMemo } from 'react';
import {
  ChipField,
  DataTable,
  DateField,
  ReferenceArrayField,
  ReferenceField,
  SelectField,
  SingleFieldList,
  type RaRecord,
} from 'react-admin';
import { formatBeli } from '../../../common/beli';
import { sortsOf, type ResourceDefinition } from '../../../common/resources/define';
import type { Field } from '../../../common/resources/fields';
import { CatalogueList } from '../CatalogueList';
import { DayField } from '../DayField';
import { formatVnd } from '../money';
import { choiceFilter, referenceFilter, searchFilter, yesNoFilter } from '../listFilters';
import { ResponsiveDatagrid } from '../ResponsiveDatagrid';
import { ThumbField } from '../ThumbField';
import { YesNoField } from '../YesNoField';
import { choicesOf } from './choices';
import { listQueryOf } from './listQuery';

/** A filter input for a field, by its kind; none for a kind a list does not filter by. */
function filterFor(source: string, field: Field | undefined) {
  if (field?.kind === 'choice') {
    return choiceFilter(source, choicesOf(field));
  }
  if (field?.kind === 'yesNo') return yesNoFilter(source);
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

/** What a definition's list is made of, worked out once a definition. */
function listParts(definition: ResourceDefinition) {
  const { fields, list, represent } = definition;
  const sortable = new Set(sortsOf(definition));
  return {
    filters: [
      ...(list.search?.length ? [searchFilter()] : []),
      ...(list.filters ?? []).flatMap((source) => filterFor(source, fields[source]) ?? []),
    ],
    columns: list.columns.map((source) => column(source, fields[source]!, sortable.has(source))),
    primaryText: (record: RaRecord) => String(record[represent] ?? ''),
  };
}

/**
 * The list a definition draws when it has no list of its own: its columns with their labels as
 * headers, its search and filters, sorted as it says, with create and export.
 */
export function DefinitionList({ definition }: { definition: ResourceDefinition }) {
  const { filters, columns, primaryText } = useMemo(() => listParts(definition), [definition]);
  return (
    <CatalogueList
      filters={filters}
      query={listQueryOf(definition)}
      filterDefaultValues={definition.list.defaultFilter}
    >
      <ResponsiveDatagrid primaryText={primaryText}>{columns}</ResponsiveDatagrid>
    </CatalogueList>
  );
}
