// /app/admin/aov/{tags|heroes|skins}/temp
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { FileButton } from '../../lib/FileButton';
import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import {
  Loading,
  Title,
  useCanAccess,
  useNotify,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import {
  CRAWL_URL_KEYS,
  STAGING_FIELDS,
  STAGING_PICTURE,
  type ImportSummary,
  type StagedRow,
  type StagingKind,
} from '../../../common/aov';
import { ExportMenuButton } from '../../lib/ExportListButton';
import { CrawlPanel } from './CrawlPanel';
import { StagingRowDialog } from './StagingRowDialog';
import { StagingTable } from './StagingTable';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import '../../i18n/areas/aovPages';

/** `temp`: the crawl staging area of one catalogue (import, compare, edit, approve, discard). */
export function StagingPage({ kind }: { kind: StagingKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext()!;
  const { canAccess, isPending: checking } = useCanAccess({ resource, action: 'create' });
  const dataProvider = useBeliDataProvider();
  const [rows, setRows] = useState<StagedRow[] | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<StagedRow | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = STAGING_FIELDS[kind];
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });

  const reload = useCallback(
    () => dataProvider.listStaged(kind).then(setRows),
    [dataProvider, kind],
  );
  useEffect(() => {
    if (canAccess) reload().catch((error: Error) => notify(error.message, { type: 'error' }));
  }, [canAccess, reload, notify]);

  async function run<T>(action: () => Promise<T>, message: (result: T) => string) {
    setBusy(true);
    try {
      const result = await action();
      notify(message(result), { type: 'success' });
      await reload();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const imported = ({ errors: _errors, ...counts }: ImportSummary) =>
    translate('app.aov.staging.imported', counts);
  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setSelected(new Set());
    await run(() => dataProvider.importStaged(kind, file), imported);
  }

  if (checking) return <Loading />;
  if (!canAccess) return <Alert severity="error">{translate('ra.page.access_denied')}</Alert>;
  const ids = [...selected].filter((id) => rows?.some((r) => r.id === id));
  const name = translate(`resources.${resource}.name`, { smart_count: 2 });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.aov.staging.title', { name })} />
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.aov.staging.intro', { key: CRAWL_URL_KEYS[kind] })}
            <br />
            {translate('app.aov.staging.listHint')}
          </Typography>
          {/* A crawl stages heroes and skins together; tags have none. */}
          {kind !== 'tags' && <CrawlPanel onFinished={reload} />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
            <FileButton
              variant="contained"
              disabled={busy}
              input={{
                name: 'staging-file',
                accept: '.json,.csv,application/json,text/csv',
                onChange: importFile,
              }}
            >
              {translate('app.aov.staging.import')}
            </FileButton>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => run(() => dataProvider.fetchStaged(kind), imported)}
            >
              {translate('app.aov.staging.fetch')}
            </Button>
            <Button
              variant="contained"
              color="success"
              disabled={busy || !ids.length}
              onClick={() =>
                run(
                  () => dataProvider.approveStaged(kind, ids),
                  (r) => translate('app.aov.staging.approved', { ...r }),
                )
              }
            >
              {translate('app.aov.staging.approve', { count: ids.length })}
            </Button>
            <Button
              color="error"
              disabled={busy || !ids.length}
              onClick={() =>
                run(
                  () => dataProvider.discardStaged(kind, ids),
                  (r) => translate('app.aov.staging.discarded', { count: r.discarded }),
                )
              }
            >
              {translate('app.aov.staging.discard', { count: ids.length })}
            </Button>
            {/* Every staged row, in file order, as the table shows them. */}
            <ExportMenuButton path={`staging/${kind}`} />
          </Stack>
          {rows === null ? (
            <Loading />
          ) : rows.length === 0 ? (
            <Typography>{translate('app.aov.staging.empty')}</Typography>
          ) : (
            <StagingTable
              rows={rows}
              picture={STAGING_PICTURE[kind]}
              fields={fields}
              label={label}
              selected={selected}
              onSelect={setSelected}
              onEdit={setEditing}
            />
          )}
        </CardContent>
      </Card>
      {editing && (
        <StagingRowDialog
          row={editing}
          fields={fields}
          label={label}
          onClose={() => setEditing(null)}
          onSave={async (data) => {
            try {
              await dataProvider.editStaged(kind, editing.id, data);
              setEditing(null);
              await reload();
            } catch (error) {
              notify((error as Error).message, { type: 'error' });
            }
          }}
        />
      )}
    </Box>
  );
}
