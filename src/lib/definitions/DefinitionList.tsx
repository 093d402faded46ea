import { useMemo, type ReactElement, type ReactNode } from 'react';
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
import { AfterFirstPaint } from '../../layout/AfterFirstPaint';
import {
  methodsOf,
  sortsOf,
  STAMP_LABELS,
  type ResourceDefinition,
} from '../../../common/resources/define';
import { time, type Field } from '../../../common/resources/fields';
import { CatalogueList } from '../CatalogueList';
import { DayField } from '../DayField';
import { formatVnd } from '../money';
import { choiceFilter, referenceFilter, searchFilter, yesNoFilter } from '../listFilters';
import { ResponsiveDatagrid } from '../ResponsiveDatagrid';
import { ThumbField } from '../ThumbField';
import { YesNoField } from '../YesNoField';
import { choicesOf } from './choices';
import { listQueryOf } from './listQuery';
import { RecordActionButtons, useAllowedActions, type RecordAction } from './RecordActionButtons';

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
    // The names a reference shows need a request of their own: they come after the rows.
    case 'reference':
      return (
        <DataTable.Col key={source} {...common}>
          <AfterFirstPaint>
            <ReferenceField source={source} reference={field.resource} link={false} />
          </AfterFirstPaint>
        </DataTable.Col>
      );
    case 'references':
      return (
        <DataTable.Col key={source} {...common}>
          <AfterFirstPaint>
            <ReferenceArrayField source={source} reference={field.resource}>
              <SingleFieldList linkType={false}>
                <ChipField source={field.represent} size="small" />
              </SingleFieldList>
            </ReferenceArrayField>
          </AfterFirstPaint>
        </DataTable.Col>
      );
    default:
      return <DataTable.Col key={source} {...common} />;
  }
}

/** A column every record has beside its fields: its id, or when it was last saved. */
type Stamp = 'id' | 'updatedAt';

/** A stamp's column: an id as it reads (not grouped in thousands), a time as a field's. */
const stampColumn = (source: Stamp, sortable: boolean) =>
  source === 'id' ? (
    <DataTable.Col key={source} source={source} disableSort={!sortable} />
  ) : (
    column(source, time(STAMP_LABELS[source]!), sortable)
  );

/** What a resource's list draws its own way, beside what its definition says. */
interface ListOptions {
  /** Stamps shown as columns too: the id before the definition's columns, the time after. */
  stamps?: Stamp[];
  /** What a phone shows as the row's name, instead of its `represent` field. */
  primaryText?: (record: RaRecord) => ReactNode;
  /** What a phone shows under the row's name. */
  secondaryText?: (record: RaRecord) => ReactNode;
  /** A column's cell drawn its own way (a colour's swatch), by field. */
  cells?: Record<string, ReactElement>;
  /** Inputs of the filters the server adds (not fields), by name. */
  filters?: Record<string, ReactElement>;
  /** What a writer may do with selected rows; react-admin's bulk delete by default. */
  bulkActions?: ReactElement;
  /** Buttons of its own in the toolbar, beside create and export. */
  toolbar?: ReactNode;
  /** Its actions on one record: a button on each row that offers it. */
  actions?: Record<string, RecordAction>;
}

/** What a definition's list is made of, worked out once a definition. */
function listParts(
  definition: ResourceDefinition,
  { stamps = [], cells = {}, filters = {} }: ListOptions,
) {
  const { fields, list, represent } = definition;
  const sortable = new Set(sortsOf(definition));
  // A list may always sort by id.
  const stampColumns = (which: (stamp: Stamp) => boolean) =>
    stamps.filter(which).map((stamp) => stampColumn(stamp, stamp === 'id' || sortable.has(stamp)));
  return {
    filters: [
      ...(list.search?.length ? [searchFilter()] : []),
      ...(list.filters ?? []).flatMap(
        (source) => filters[source] ?? filterFor(source, fields[source]) ?? [],
      ),
    ],
    columns: [
      ...stampColumns((stamp) => stamp === 'id'),
      ...list.columns.map((source) =>
        cells[source] ? (
          <DataTable.Col key={source} source={source} disableSort={!sortable.has(source)}>
            {cells[source]}
          </DataTable.Col>
        ) : (
          column(source, fields[source]!, sortable.has(source))
        ),
      ),
      ...stampColumns((stamp) => stamp !== 'id'),
    ],
    primaryText: (record: RaRecord) => String(record[represent] ?? ''),
    // A phone shows a row's first picture beside it.
    thumbSource: list.columns.find((source) => fields[source]?.kind === 'image'),
  };
}

/**
 * The list a definition draws: its columns with their labels as headers, its search and
 * filters, sorted as it says, with create and export, its actions on each row; and what its
 * resource draws its own way.
 */
export function DefinitionList({
  definition,
  ...options
}: { definition: ResourceDefinition } & ListOptions) {
  const { stamps, cells, filters: ownFilters } = options;
  const { filters, columns, primaryText, thumbSource } = useMemo(
    () => listParts(definition, { stamps, cells, filters: ownFilters }),
    [definition, stamps, cells, ownFilters],
  );
  const deletes = methodsOf(definition).includes('delete');
  const acts = useAllowedActions(definition.name, options.actions).length > 0;
  return (
    <CatalogueList
      filters={filters}
      query={listQueryOf(definition)}
      filterDefaultValues={definition.list.defaultFilter}
      toolbar={options.toolbar}
    >
      <ResponsiveDatagrid
        primaryText={options.primaryText ?? primaryText}
        secondaryText={options.secondaryText}
        thumbSource={thumbSource}
        bulkActionButtons={deletes ? options.bulkActions : false}
        rowButtons={acts && options.actions && <RecordActionButtons actions={options.actions} />}
      >
        {columns}
      </ResponsiveDatagrid>
    </CatalogueList>
  );
}
