import type { Browser } from 'playwright-core';

export interface Throttle {
  /** Added to every request, in milliseconds. */
  latencyMs: number;
  /** Both directions, in bits a second. */
  bitsPerSecond: number;
}

export interface LoadFigures {
  /** First contentful paint, ms after navigation start. */
  fcpMs: number;
  /** The first list row holding a record in the DOM, ms after navigation start (checked each frame). */
  rowsMs: number;
  /** The app's own files (everything but /api) on the wire until the rows showed: bytes as sent. */
  wireBytes: number;
  /** How many of those files. */
  requests: number;
  /** Every file of the app's, those it loads after the rows too, once the network is idle. */
  wholeBytes: number;
  wholeRequests: number;
  /** [url path, start ms, end ms] of every /api request, in order of start. */
  apiCalls: [string, number, number][];
}

/**
 * A row holding a record, in a Datagrid (the portal) or a DataTable (ListGuesser): their loading
 * skeletons' rows are neither even nor odd.
 */
const DATA_ROW = 'tr.RaDatagrid-rowEven td, tr.RaDataTable-rowEven td';

/** Records, in the page, when the first paint with content and the first list row appear. */
const WATCH_SCRIPT = `
  const DATA_ROW = '${DATA_ROW}';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const look = () => {
    if (document.querySelector(DATA_ROW)) {
      window.__rows = performance.now();
      window.__rowsEpochMs = performance.timeOrigin + window.__rows;
    }
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

/** One cold load of `url` in a fresh context: cache off, `token` in local storage, CDP timings. */
export async function measureLoad(
  browser: Browser,
  url: string,
  token: string,
  throttle: Throttle | null,
): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  await context.addInitScript(WATCH_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle) {
    const bytesPerSecond = throttle.bitsPerSecond / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttle.latencyMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
  }
  // CDP times are monotonic seconds; each request's wallTime ties them to the epoch, as the page's
  // rows mark is, so a file can be said to have finished before the rows showed or after.
  const started = new Map<string, { url: string; at: number; epochOffset: number }>();
  const finished: { url: string; start: number; end: number; endEpochMs: number; bytes: number }[] =
    [];
  cdp.on('Network.requestWillBeSent', (event) => {
    started.set(event.requestId, {
      url: event.request.url,
      at: event.timestamp,
      epochOffset: event.wallTime - event.timestamp,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = started.get(event.requestId);
    if (request) {
      finished.push({
        url: request.url,
        start: request.at,
        end: event.timestamp,
        endEpochMs: (event.timestamp + request.epochOffset) * 1000,
        bytes: event.encodedDataLength,
      });
    }
  });
  const timeout = Number(process.env.BENCH_LOAD_TIMEOUT ?? 120_000);
  // The page's own marks say when it is ready; its load event may come long after on a busy VM.
  await page.goto(url, { waitUntil: 'commit', timeout });
  await page.waitForFunction(() => '__rows' in window && '__fcp' in window, null, { timeout });
  const { fcpMs, rowsMs, rowsEpochMs } = await page.evaluate(() => {
    const marks = window as unknown as { __fcp: number; __rows: number; __rowsEpochMs: number };
    return { fcpMs: marks.__fcp, rowsMs: marks.__rows, rowsEpochMs: marks.__rowsEpochMs };
  });
  await page.waitForLoadState('networkidle', { timeout });
  await context.close();
  const first = Math.min(...finished.map((f) => f.start));
  const ms = (seconds: number) => Math.round((seconds - first) * 1000);
  const isApi = (f: { url: string }) => new URL(f.url).pathname.startsWith('/api/');
  const whole = finished.filter((f) => !isApi(f));
  // What the page loads after its rows (code drawn after them) is not the first load's.
  const assets = whole.filter((f) => f.endEpochMs <= rowsEpochMs);
  const bytes = (files: typeof finished) => files.reduce((sum, f) => sum + f.bytes, 0);
  return {
    fcpMs,
    rowsMs,
    wireBytes: bytes(assets),
    requests: assets.length,
    wholeBytes: bytes(whole),
    wholeRequests: whole.length,
    apiCalls: finished
      .filter(isApi)
      .sort((a, b) => a.start - b.start)
      .map((f) => [new URL(f.url).pathname, ms(f.start), ms(f.end)]),
  };
}
