import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CrawlView } from '../../../common/aov';
import '../../i18n/areas/aovPages';

const number = (value: number) => value.toLocaleString('vi-VN');

/** A crawl's pictures fetched of its total while it runs, then what it staged, or why it failed. */
export function CrawlStatus({ crawl }: { crawl: CrawlView }) {
  const translate = useTranslate();
  if (crawl.status === 'failed') {
    return (
      <Alert severity="error">
        <span data-testid="crawl-status">
          {translate('app.aov.staging.crawl.failed', { error: crawl.error })}
        </span>
      </Alert>
    );
  }
  if (crawl.status === 'running') {
    const { picturesDone: done, picturesTotal: total } = crawl;
    return (
      <Box role="status">
        <Typography variant="body2" data-testid="crawl-status">
          {total
            ? translate('app.aov.staging.crawl.progress', {
                done: number(done),
                total: number(total),
              })
            : translate('app.aov.staging.crawl.starting')}
        </Typography>
        <LinearProgress
          variant={total ? 'determinate' : 'indeterminate'}
          value={total ? (done * 100) / total : undefined}
          aria-label={translate('app.aov.staging.crawl.progressLabel')}
        />
      </Box>
    );
  }
  const { outcome } = crawl;
  if (!outcome) return null;
  const counts = (kind: 'heroes' | 'skins') =>
    translate('app.aov.staging.crawl.counts', outcome[kind]);
  return (
    <Alert severity="success">
      <span data-testid="crawl-status">
        {translate('app.aov.staging.crawl.done', {
          heroes: counts('heroes'),
          skins: counts('skins'),
          pictureErrors: number(outcome.pictureErrors),
        })}
      </span>
      {outcome.gone.length > 0 && (
        <Typography variant="body2">
          {translate('app.aov.staging.crawl.gone', {
            names: outcome.gone.map((skin) => skin.name).join(', '),
          })}
        </Typography>
      )}
    </Alert>
  );
}
