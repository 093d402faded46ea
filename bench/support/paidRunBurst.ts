import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

/** The largest collage a run may ask for: 200 tiles, 14 columns of 537 px (7638 × 8183 px). */
export const LARGEST_RUN = { tiles: 200, columns: 14, tileSize: 537 };

/**
 * `count` ghep-anh runs of the largest size sent by one member at once (the catalogue's skins,
 * repeated up to 200 tiles): how they were answered and how long the last took.
 */
export async function paidRunBurst(url: string, token: string, count: number) {
  const get = async <T>(path: string): Promise<T> =>
    (await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
  const tool = (await get<{ id: number; type: string }[]>('/api/tools')).find(
    (t) => t.type === 'ghep-anh',
  )!;
  const range = encodeURIComponent(JSON.stringify([0, LARGEST_RUN.tiles - 1]));
  const skins = (await get<{ id: number }[]>(`/api/skins?range=${range}`)).map((s) => s.id);
  const skinIds = Array.from({ length: LARGEST_RUN.tiles }, (_, i) => skins[i % skins.length]!);
  const body = JSON.stringify({
    skinIds,
    options: { columns: LARGEST_RUN.columns, tileSize: LARGEST_RUN.tileSize },
  });

  const start = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(`${url}/api/tools/${tool.id}/runs`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const answers = new Map<number, number>();
  for (const status of statuses) answers.set(status, (answers.get(status) ?? 0) + 1);
  return { answers, ms: performance.now() - start };
}
