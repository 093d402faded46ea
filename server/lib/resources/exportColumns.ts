import {
  amountColumn,
  column,
  dayColumn,
  labelColumn,
  timeColumn,
  type ExportColumn,
} from '../export/columns';
import { referenceNameKey } from './referenceNames';
import {
  exportHeaderOf,
  exportOf,
  type ResourceDefinition,
} from '../../../common/resources/define';

/** The definition's export columns, each shown as its field reads (a reference by its row's name). */
export function exportColumnsOf(definition: ResourceDefinition): ExportColumn[] {
  return exportOf(definition).columns.map((key) => {
    const header = exportHeaderOf(definition, key);
    const field = definition.fields[key];
    if (field?.kind === 'day') return dayColumn(header, key);
    if (field?.kind === 'choice') return labelColumn(header, key, field.choices);
    if (field?.kind === 'reference') return column(header, referenceNameKey(key));
    if (field?.kind === 'integer' && field.money) return amountColumn(header, key);
    if (field?.kind === 'time') return timeColumn(header, key, field.empty);
    if (key === 'createdAt' || key === 'updatedAt') return timeColumn(header, key);
    return column(header, key);
  });
}
