import { beforeAll, describe, expect, it } from 'vitest';
import { fillTo, SCALE_SIZES } from '../../bench/support/fill';
import { listProbes, pathValues, type Probe } from '../../bench/support/listSweep';
import { overBound, pageReadsMeter } from '../support/pageReads';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, testAppForFile } from '../support/testApp';

const t = testAppForFile();
let tokens: Record<Probe['who'], string>;
let probes: Probe[];
let unswept: string[];

beforeAll(async () => {
  await fillTo(t.db, SCALE_SIZES['100k']!);
  tokens = { admin: await t.signIn(ADMIN_EMAIL), member: await t.signIn(MEMBER_EMAIL) };
  ({ probes, unswept } = await listProbes(t.app, tokens, await pathValues(t.db)));
}, 300_000);

describe('every list, every filter with every sort, at 100 k rows on PostgreSQL', () => {
  it('sweeps every list the app offers, as admin and as member', () => {
    const lists = new Set(probes.map((probe) => `${probe.who} ${probe.list}`));
    const offered = t.app.routeAccess.filter((route) => route.method === 'GET' && route.list);
    expect(lists.size).toBeGreaterThanOrEqual(offered.length);
    expect(unswept.filter((what) => what.startsWith('admin'))).toEqual([]);
  });

  it("reads, in each pair's plans, no more rows of a growing table than its page allows", async () => {
    const pageReads = pageReadsMeter(t.database);
    const over: string[] = [];
    for (const probe of probes) {
      const { result, reads } = await pageReads(
        () => t.app.inject({ url: probe.url, headers: bearer(tokens[probe.who]) }),
        probe.range.offset,
      );
      expect(result.statusCode, `${probe.label}: ${result.body}`).toBe(200);
      for (const scan of overBound(reads.scans)) {
        over.push(`${probe.label}: ${scan.scan} read ${scan.read} rows (at most ${scan.limit})`);
      }
    }
    expect(over).toEqual([]);
  }, 900_000);
});
