import { useQuery } from '@tanstack/react-query';
import { Button } from '@mui/material';
import {
  useGetMany,
  useNotify,
  useTranslate,
  useUnselectAll,
  useUpdateMany,
  type Identifier,
} from 'react-admin';
import { InUseBulkDeleteButton, InUseDeleteButton } from '../../lib/InUseDeleteButtons';
import type { InsteadProps, UsedBy } from '../../lib/inUse';
import type { Tool } from '../../providers/answers';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import '../../i18n/areas/tools';

const RESOURCE = 'admin/tool';
/** A tool as react-admin holds it (its ids are Identifiers). */
type ToolRow = Omit<Tool, 'id'> & { id: Identifier };

function useToolUsage(ids: Identifier[], enabled: boolean) {
  const dataProvider = useBeliDataProvider();
  const { data } = useQuery({
    queryKey: ['toolUsage', ids],
    queryFn: () => dataProvider.toolUsage(ids),
    enabled: enabled && ids.length > 0,
  });
  return data && { count: data.runs + data.tasks, values: data };
}

/** Instead of a refused delete: switch the tools off (members stop seeing them, history stays). */
function DeactivateTools({ ids, onDone }: InsteadProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const unselectAll = useUnselectAll(RESOURCE);
  const { data: tools = [] } = useGetMany<ToolRow>(RESOURCE, { ids });
  const [updateMany, { isPending }] = useUpdateMany<ToolRow>();
  const active = tools.filter((tool) => tool.active).map((tool) => tool.id);
  const deactivate = () =>
    updateMany(
      RESOURCE,
      { ids: active, data: { active: false } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.admin/tool.delete.deactivated', {
            type: 'success',
            messageArgs: { smart_count: active.length },
          });
          unselectAll();
          onDone();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Button variant="contained" disabled={!active.length || isPending} onClick={deactivate}>
      {translate(`resources.admin/tool.delete.${active.length ? 'deactivate' : 'alreadyOff'}`)}
    </Button>
  );
}

/**
 * A tool with runs or tasks is kept (the API answers 409): its runs, their charges in the
 * ledger and the members' histories name it. The dialog says how many and offers to switch it off.
 */
const runsAndTasks: UsedBy = {
  useCount: useToolUsage,
  messages: `resources.${RESOURCE}.delete`,
  refused: true,
  Instead: DeactivateTools,
};

export const ToolDeleteButton = () => <InUseDeleteButton usedBy={runsAndTasks} />;
export const ToolBulkDeleteButton = () => <InUseBulkDeleteButton usedBy={runsAndTasks} />;
