import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import type { CrawlView } from '../../../common/aov';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';

/** How often a running crawl is asked for its progress. */
const POLL_MS = 1000;

/**
 * The latest crawl, asked again every second while it runs; `onFinished` (stable) is called once
 * when a crawl seen running is over (its rows are then staged).
 */
export function useLatestCrawl(onFinished: () => Promise<unknown>) {
  const dataProvider = useBeliDataProvider();
  const notify = useNotify();
  const [crawl, setCrawl] = useState<CrawlView | null>(null);
  const wasRunning = useRef(false);

  const notifyError = useCallback(
    (error: Error) => notify(error.message, { type: 'error' }),
    [notify],
  );
  const refresh = useCallback(
    () => dataProvider.latestCrawl().then(setCrawl).catch(notifyError),
    [dataProvider, notifyError],
  );
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const running = crawl?.status === 'running';
  useEffect(() => {
    if (!running) {
      if (wasRunning.current) onFinished().catch(notifyError);
      wasRunning.current = false;
      return;
    }
    wasRunning.current = true;
    const timer = setTimeout(() => void refresh(), POLL_MS);
    return () => clearTimeout(timer);
  }, [running, crawl, refresh, onFinished, notifyError]);

  return { crawl, setCrawl };
}
