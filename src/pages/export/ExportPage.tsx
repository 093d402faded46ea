// /fullscreen/export?run={id}|task={id}
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { vi } from '../../i18n/vi';
import { toolMessages } from '../../i18n/areas/tools';
import type { Run, Task } from '../../providers/answers';
import { dataProvider } from '../../providers/dataProvider';
import { useAuthImage } from '../../lib/AuthImage';
import { screenReaderOnly } from '../../lib/screenReaderOnly';

const texts = { ...vi.app.export, ...toolMessages.app.export };

/** Which result the address names: `?run=…` or `?task=…`. */
function useResultTarget(): { kind: 'run' | 'task'; id: string; name: string } | null {
  const [params] = useSearchParams();
  const run = params.get('run');
  const task = params.get('task');
  if (run && /^\d+$/.test(run)) return { kind: 'run', id: run, name: `ghep-anh-${run}.jpg` };
  if (task && /^\d+$/.test(task)) return { kind: 'task', id: task, name: `ghep-anh-2-${task}.jpg` };
  return null;
}

function ExportedImage({ imageUrl, name }: { imageUrl: string; name: string }) {
  const { src, error } = useAuthImage(imageUrl);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!src) return <CircularProgress aria-label={texts.loading} />;
  return (
    <>
      <Box
        className="no-print"
        sx={{ position: 'fixed', top: 8, right: 8, display: 'flex', gap: 1, zIndex: 1 }}
      >
        <Button variant="contained" startIcon={<DownloadIcon />} href={src} download={name}>
          {texts.download}
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {texts.print}
        </Button>
      </Box>
      <Box component="img" src={src} alt={name} sx={{ maxWidth: '100%', maxHeight: '100vh' }} />
    </>
  );
}

/** /fullscreen/export: one run's or task's picture alone, without the shell, to download or print. */
export function ExportPage() {
  const target = useResultTarget();
  const [result, setResult] = useState<Run | Task | null>(null);
  const [error, setError] = useState<string | null>(null);
  const kind = target?.kind;
  const id = target?.id;
  useEffect(() => {
    if (!kind || !id) return;
    const read = kind === 'run' ? dataProvider.getRun(id) : dataProvider.getTask(id);
    read.then(setResult, (e: Error) => setError(e.message));
  }, [kind, id]);

  let content;
  if (!target) content = <Typography color="text.secondary">{texts.missing}</Typography>;
  else if (error) content = <Alert severity="error">{error}</Alert>;
  else if (!result) content = <CircularProgress aria-label={texts.loading} />;
  else if (!result.imageUrl)
    content = <Typography color="text.secondary">{texts.empty}</Typography>;
  else content = <ExportedImage imageUrl={result.imageUrl} name={target.name} />;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        '@media print': { '& .no-print': { display: 'none' } },
      }}
    >
      {/* The picture fills the screen: its heading is for screen readers only. */}
      <Box component="h1" sx={screenReaderOnly}>
        {texts.title}
      </Box>
      {content}
    </Box>
  );
}
