import { setTimeout as sleep } from 'node:timers/promises';
import { apiCall } from './apiCall';

export interface FloodTarget {
  url: string;
  toolId: number;
  /** The skins a preview draws. */
  skinIds: number[];
  /** The server's PREVIEWS_PER_MINUTE: a member's free routes take twice that a minute. */
  previewsPerMinute: number;
}

/** How far under a member's limits the flood keeps: the windows count from the server's clock. */
const MARGIN = 1.1;

/**
 * bench:fairness's flood: each member uses both free tools as fast as their own limits allow,
 * so what they send reaches the compositions (a 429 would cost the server nothing and measure
 * the rate limit): one sample task at a time, followed until done, at most twice
 * `previewsPerMinute` a minute; one preview at a time, at most `previewsPerMinute` a minute.
 * The members start spread over one interval, so the load is even once `steadyAfterMs` have
 * passed. `stop()` lets each finish what it started, so the server is idle again when it
 * returns. `answers` counts what the server answered, by kind.
 */
export function startFreeFlood(
  target: FloodTarget,
  tokens: string[],
  answers: Map<string, number>,
) {
  let stopped = false;
  let wake = () => {};
  const stopping = new Promise<void>((resolve) => (wake = resolve));
  const pause = (ms: number) => Promise.race([sleep(ms), stopping]);
  const count = (key: string) => answers.set(key, (answers.get(key) ?? 0) + 1);
  const call = (path: string, token: string, body?: unknown) =>
    apiCall(target.url, token, path, body);

  async function sampleTask(token: string) {
    const created = await call(`/api/tools/${target.toolId}/sample-tasks`, token, {});
    const { data } = (await created.json()) as { data?: { id: number } };
    if (created.status !== 201 || !data) return count(`sample task ${created.status}`);
    for (;;) {
      const task = (await (await call(`/api/tasks/${data.id}`, token)).json()) as {
        data: { status: string };
      };
      if (task.data.status === 'succeeded' || task.data.status === 'failed') {
        return count(`sample task ${task.data.status}`);
      }
      await sleep(200);
    }
  }

  async function preview(token: string) {
    const answer = await call(`/api/tools/${target.toolId}/preview`, token, {
      skinIds: target.skinIds,
      options: { captions: true },
    });
    await answer.arrayBuffer();
    count(`preview ${answer.status}`);
  }

  /** `step` again and again, starting at most once every `everyMs`, the first after `offsetMs`. */
  async function paced(everyMs: number, offsetMs: number, step: () => Promise<unknown>) {
    await pause(offsetMs);
    while (!stopped) {
      const started = performance.now();
      await step();
      await pause(Math.max(0, everyMs - (performance.now() - started)));
    }
  }

  const sampleEvery = (MARGIN * 60_000) / (2 * target.previewsPerMinute);
  const previewEvery = (MARGIN * 60_000) / target.previewsPerMinute;
  const loops = tokens.flatMap((token, i) => {
    const offset = i / tokens.length;
    return [
      paced(sampleEvery, offset * sampleEvery, () => sampleTask(token)),
      paced(previewEvery, offset * previewEvery, () => preview(token)),
    ];
  });
  return {
    steadyAfterMs: previewEvery,
    async stop() {
      stopped = true;
      wake();
      await Promise.all(loops);
    },
  };
}
