import { useQuery } from '@tanstack/react-query';
import {
  Button,
  useCanAccessCallback,
  useRecordContext,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import type { PermissionName } from '../../../common/permissions';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { useNotifiedAction } from '../useNotifiedAction';

/** An action of a definition's server part, as its app part draws it: a button on a record. */
export interface RecordAction {
  /** The button's text: `Đăng`. */
  label: string;
  /** What the notice says once it is done: `Đã đăng ghi chú`. */
  done: string;
  /** Whether a record offers it (a note not yet published); every record by default. */
  offered?: (record: RaRecord) => boolean;
  /** Who sees it, as the server's `permission`: those who may write the resource by default. */
  permission?: PermissionName;
}

function RecordActionButton({ name, action }: { name: string; action: RecordAction }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useBeliDataProvider();
  const { run, running } = useNotifiedAction();
  if (!record || !resource || action.offered?.(record) === false) return null;
  return (
    <Button
      label={action.label}
      disabled={running}
      onClick={(event) => {
        // On a list's row: the click is the button's, not the row's (which opens the record).
        event.stopPropagation();
        void run(
          () => dataProvider.runAction(resource, { id: record.id, action: name }),
          action.done,
        );
      }}
    />
  );
}

/**
 * The record's actions it offers, to those who may use them: each runs through the dataProvider
 * (`POST /api/{apiPath}/{id}/{name}`), says it is done or the server's message, and reloads what
 * is on screen.
 */
export function RecordActionButtons({ actions }: { actions: Record<string, RecordAction> }) {
  const allowed = useAllowedActions(useResourceContext(), actions);
  return Object.entries(actions)
    .filter(([name]) => allowed.includes(name))
    .map(([name, action]) => <RecordActionButton key={name} name={name} action={action} />);
}

/**
 * The names of the actions the visitor may use (`access.actions` of the resource's entry, its
 * write access by default), asked once for every row of a list: react-admin's useCanAccess asks
 * once a record.
 */
export function useAllowedActions(
  resource: string | undefined,
  actions: Record<string, RecordAction> = {},
): string[] {
  const canAccess = useCanAccessCallback();
  const names = Object.keys(actions);
  const { data = [] } = useQuery({
    queryKey: ['auth', 'allowedActions', resource, names],
    queryFn: async () => {
      const may = await Promise.all(
        names.map((action) => resource !== undefined && canAccess({ resource, action })),
      );
      return names.filter((_, i) => may[i]);
    },
    enabled: names.length > 0,
  });
  return data;
}
