import { Alert, AlertTitle, Button } from '@mui/material';
import { useMutationState } from '@tanstack/react-query';
import {
  useEditContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type HttpError,
  type RaRecord,
} from 'react-admin';

/** Kept by the server itself, never what an editor changed. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'updatedBy']);

interface StaleSave {
  id: RaRecord['id'];
  current: RaRecord & { updatedAt: string };
}

/** The record as saved now, from this resource's latest save refused as EDIT_CONFLICT. */
function useLatestConflict(resource: string): StaleSave | undefined {
  const saves = useMutationState({
    filters: { mutationKey: [resource, 'update'] },
    select: (mutation) => {
      const body = (mutation.state.error as HttpError | null)?.body as
        { code?: string; current?: StaleSave['current'] } | undefined;
      const { id } = mutation.state.variables as { id: RaRecord['id'] };
      return body?.code === 'EDIT_CONFLICT' && body.current ? { id, current: body.current } : null;
    },
  });
  return saves.at(-1) ?? undefined;
}

const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/**
 * Shown in an edit form once a save was refused because someone else saved the record meanwhile
 * (409 EDIT_CONFLICT): which fields they changed, with the values saved now, and a button that
 * loads those values into the form (the next save then starts from them). Gone once the form
 * holds the current version.
 */
export function EditConflictNotice() {
  const resource = useResourceContext()!;
  // The version the save started from, as read (a form may show it transformed).
  const { record } = useEditContext<RaRecord & { updatedAt?: string }>();
  const conflict = useLatestConflict(resource);
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const refresh = useRefresh();
  if (!record?.updatedAt || !conflict || String(conflict.id) !== String(record.id)) return null;
  if (conflict.current.updatedAt <= record.updatedAt) return null;
  const { current } = conflict;
  const changed = Object.keys(current).filter(
    (field) => !BOOKKEEPING.has(field) && differs(current[field], record[field]),
  );
  const shown = (value: unknown) => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2, width: '100%' }}
      action={
        <Button color="inherit" size="small" onClick={refresh}>
          {translate('app.editConflict.reload')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.editConflict.title')}</AlertTitle>
      {changed.length ? translate('app.editConflict.changed') : translate('app.editConflict.same')}
      <ul aria-label={translate('app.editConflict.changed')}>
        {changed.map((field) => (
          <li key={field}>
            <strong>{translateLabel({ source: field, resource })}</strong>: {shown(current[field])}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
