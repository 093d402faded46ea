// /app/admin/tool: its list, as its definition draws it, with each tool's id and last save.
import { formatBeli } from '../../../common/beli';
import { tools } from '../../../common/resources/tools';
import { DefinitionList } from '../../lib/definitions/DefinitionList';
import { ToolBulkDeleteButton } from './toolDelete';

const stamps: ['id', 'updatedAt'] = ['id', 'updatedAt'];
const typeLabels: Record<string, string> = tools.fields.type.choices;

export function ToolList() {
  return (
    <DefinitionList
      definition={tools}
      stamps={stamps}
      // A phone shows the table's key columns: the tool's kind and price under its name.
      secondaryText={(tool) => `${typeLabels[tool.type]} · ${formatBeli(tool.price)}`}
      bulkActions={<ToolBulkDeleteButton />}
    />
  );
}
