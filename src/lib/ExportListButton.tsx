import DownloadIcon from '@mui/icons-material/Download';
import { Box, LinearProgress, Menu, MenuItem, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ExportFormat, ExportProgress } from '../providers/downloadExport';
import { useBeliDataProvider } from '../providers/useBeliDataProvider';

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024)).toLocaleString('vi-VN');

function ProgressLine({ progress }: { progress: ExportProgress }) {
  const translate = useTranslate();
  const { rows, total, bytes } = progress;
  const determinate = rows !== null && total !== null && total > 0;
  return (
    <Box data-testid="export-progress" sx={{ width: 180, alignSelf: 'center' }}>
      <LinearProgress
        variant={determinate ? 'determinate' : 'indeterminate'}
        value={determinate ? (rows / total) * 100 : undefined}
        aria-label={translate('app.export.progress')}
      />
      <Typography variant="caption" color="text.secondary">
        {rows !== null && total !== null
          ? translate('app.export.rows', {
              rows: rows.toLocaleString('vi-VN'),
              total: total.toLocaleString('vi-VN'),
            })
          : translate('app.export.bytes', { size: kilobytes(bytes) })}
      </Typography>
    </Box>
  );
}

/**
 * Exports a list from `/api/{path}/export` (every row of the filter and sort, not one page), as
 * CSV or Excel, with progress while it streams in.
 */
export function ExportMenuButton({
  path,
  resource,
  filter,
  sort,
}: {
  /** The API path to export, or the react-admin resource whose list it is. */
  path?: string;
  resource?: string;
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useBeliDataProvider();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const start = async (format: ExportFormat) => {
    setAnchor(null);
    setProgress({ rows: 0, total: null, bytes: 0 });
    try {
      const request = { format, filter, sort };
      const fileName = path
        ? await dataProvider.downloadExport({ ...request, path }, setProgress)
        : await dataProvider.exportResource(resource ?? '', request, setProgress);
      notify('app.export.done', { type: 'success', messageArgs: { fileName } });
    } catch (error) {
      notify((error as Error).message || 'app.export.failed', { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button
        label="app.export.button"
        disabled={progress !== null}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        <DownloadIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => start('csv')}>{translate('app.export.csv')}</MenuItem>
        <MenuItem onClick={() => start('xlsx')}>{translate('app.export.xlsx')}</MenuItem>
      </Menu>
      {progress && <ProgressLine progress={progress} />}
    </>
  );
}

/** A react-admin list's export: its current filter and sort; the resource's API path by default. */
export function ExportListButton({ path }: { path?: string }) {
  const { resource, filterValues, sort } = useListContext();
  return <ExportMenuButton path={path} resource={resource} filter={filterValues} sort={sort} />;
}
