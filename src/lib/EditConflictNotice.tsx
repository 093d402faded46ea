import { Alert, AlertTitle, Button } from '@mui/material';
import { useMutationState } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
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

/** After a reload: which typed fields stayed and which took the value saved meanwhile. */
interface Reloaded {
  kept: string[];
  replaced: string[];
}

/**
 * Shown in an edit form once a save was refused because someone else saved the record meanwhile
 * (409 EDIT_CONFLICT): which fields they changed, with the values saved now, and a button that
 * loads those values into the form (the next save then starts from them). What the reader typed
 * stays where the other save left the field alone; the fields both changed take the saved value,
 * and the notice then names both kinds. Gone once the form holds the current version.
 */
/** What the reader typed, to put back once the form shows the version saved meanwhile. */
interface Typed {
  until: string;
  values: Record<string, unknown>;
}

/**
 * Puts `typed` back into the form once react-admin has reset it to the version it waits for
 * (the form's own `updatedAt` tells), so the reset does not wipe it out again.
 */
function useRetype(form: UseFormReturn) {
  const typed = useRef<Typed>(undefined);
  const shown = useWatch({ control: form.control, name: 'updatedAt' }) as string | undefined;
  useEffect(() => {
    const waiting = typed.current;
    if (!waiting || !shown || shown < waiting.until) return;
    typed.current = undefined;
    for (const [field, value] of Object.entries(waiting.values)) {
      form.setValue(field, value, { shouldDirty: true });
    }
  }, [form, shown]);
  return (next: Typed) => {
    typed.current = next;
  };
}

export function EditConflictNotice() {
  const resource = useResourceContext()!;
  // The version the save started from, as read (a form may show it transformed).
  const { record } = useEditContext<RaRecord & { updatedAt?: string }>();
  const conflict = useLatestConflict(resource);
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const refresh = useRefresh();
  const form = useFormContext();
  const retype = useRetype(form);
  const [reloaded, setReloaded] = useState<Reloaded>();
  const label = (field: string) => String(translateLabel({ source: field, resource }));
  const read = record?.updatedAt;
  if (
    !read ||
    !conflict ||
    String(conflict.id) !== String(record.id) ||
    conflict.current.updatedAt <= read
  ) {
    return reloaded ? <ReloadedNotice {...reloaded} label={label} onClose={setReloaded} /> : null;
  }
  const { current } = conflict;
  const changed = Object.keys(current).filter(
    (field) => !BOOKKEEPING.has(field) && differs(current[field], record[field]),
  );
  const shown = (value: unknown) => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const reload = () => {
    // Against what the form was filled with: react-admin's submit leaves no field marked dirty.
    const filled = form.formState.defaultValues ?? {};
    const values = form.getValues();
    const typed = Object.keys(values).filter((field) => differs(values[field], filled[field]));
    const replaced = typed.filter((field) => changed.includes(field));
    const kept = typed.filter((field) => !replaced.includes(field));
    retype({
      until: current.updatedAt,
      values: Object.fromEntries(kept.map((field) => [field, values[field]])),
    });
    setReloaded({ kept, replaced });
    refresh();
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2, width: '100%' }}
      action={
        <Button color="inherit" size="small" onClick={reload}>
          {translate('app.editConflict.reload')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.editConflict.title')}</AlertTitle>
      {changed.length ? translate('app.editConflict.changed') : translate('app.editConflict.same')}
      <ul aria-label={translate('app.editConflict.changed')}>
        {changed.map((field) => (
          <li key={field}>
            <strong>{label(field)}</strong>: {shown(current[field])}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function ReloadedNotice({
  kept,
  replaced,
  label,
  onClose,
}: Reloaded & { label: (field: string) => string; onClose: (none: undefined) => void }) {
  const translate = useTranslate();
  const fields = (names: string[]) => names.map(label).join(', ');
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2, width: '100%' }}
      onClose={() => onClose(undefined)}
    >
      {translate('app.editConflict.reloaded')}
      {kept.length > 0 && ` ${translate('app.editConflict.kept', { fields: fields(kept) })}`}
      {replaced.length > 0 &&
        ` ${translate('app.editConflict.replaced', { fields: fields(replaced) })}`}
    </Alert>
  );
}
