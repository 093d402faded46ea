import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { FileButton } from '../../lib/FileButton';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { CrawlView } from '../../../common/aov';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { ApproveCrawlButton } from './ApproveCrawlButton';
import { CrawlStatus } from './CrawlStatus';
import { useLatestCrawl } from './useLatestCrawl';
import '../../i18n/areas/aovPages';

/**
 * Starts a crawl of a whole dataset (heroes, skins, pictures) from a URL or an uploaded file,
 * and follows it; `onFinished` reloads the staged rows it added.
 */
export function CrawlPanel({ onFinished }: { onFinished: () => Promise<unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useBeliDataProvider();
  const { crawl, setCrawl } = useLatestCrawl(onFinished);
  const [url, setUrl] = useState('');
  const [sending, setSending] = useState(false);
  const busy = sending || crawl?.status === 'running';

  async function start(send: () => Promise<CrawlView>) {
    setSending(true);
    try {
      setCrawl(await send());
      notify(translate('app.aov.staging.crawl.started'), { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  }
  function startFromUrl(event: FormEvent) {
    event.preventDefault();
    void start(() => dataProvider.startCrawl(url.trim()));
  }
  function startFromFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void start(() => dataProvider.uploadCrawl(file));
  }

  return (
    <Box component="section" aria-labelledby="crawl-title" sx={{ mb: 3 }}>
      <Typography id="crawl-title" variant="subtitle1" component="h2">
        {translate('app.aov.staging.crawl.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.aov.staging.crawl.hint')}
      </Typography>
      <Stack
        component="form"
        onSubmit={startFromUrl}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ my: 1 }}
      >
        <TextField
          size="small"
          name="crawl-url"
          label={translate('app.aov.staging.crawl.url')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'url' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('app.aov.staging.crawl.start')}
        </Button>
        <FileButton
          variant="outlined"
          disabled={busy}
          input={{
            name: 'crawl-file',
            accept: '.json,.zip,application/json,application/zip',
            onChange: startFromFile,
          }}
        >
          {translate('app.aov.staging.crawl.upload')}
        </FileButton>
      </Stack>
      {crawl && <CrawlStatus crawl={crawl} />}
      {crawl?.status === 'done' && <ApproveCrawlButton onApproved={onFinished} />}
    </Box>
  );
}
