import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bankEvents, configEntries } from '../../../server/db/schema';
import { reconcileRecentHours } from '../../../server/modules/payments/reconcileJob';
import { sepayTime } from '../../../server/modules/payments/sepayApi';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';
import {
  fakeSepayForFile,
  fakeTransaction,
  OTHER_ACCOUNT_ID,
  PORTAL_ACCOUNT_ID,
  SEPAY_TOKEN,
} from './fakeSepay';

const sepay = fakeSepayForFile();
const t = testAppForFile({
  env: () => ({ SEPAY_API_URL: sepay.url, SEPAY_API_TOKEN: SEPAY_TOKEN }),
  signIn: { admin: ADMIN_EMAIL },
});
const api = () => ({ url: sepay.url, token: SEPAY_TOKEN });

/** `n` transfers into the portal's account, one every 10 seconds back from now. */
function transfers(n: number, tag: string) {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) =>
    fakeTransaction({
      id: `00000000-0000-4000-8000-${tag}${String(i).padStart(12 - tag.length, '0')}`,
      transaction_date: sepayTime(new Date(now - (n - i) * 10_000)),
      transaction_content: `chuyen khoan ${tag} ${i}`,
      reference_number: `FT${tag}${i}`,
    }),
  );
}

const compare = () =>
  t.app.inject({ url: '/api/payments/reconciliation', headers: t.admin }).then((r) => r.json());
const eventCount = async () => (await t.db.select({ n: count() }).from(bankEvents))[0]!.n;
const resumeEntry = async () =>
  (
    await t.db
      .select({ value: configEntries.value })
      .from(configEntries)
      .where(eq(configEntries.key, 'SEPAY_RECONCILE_RESUME'))
  )[0]?.value ?? null;

afterEach(() => {
  sepay.transactions.length = 0;
  sepay.asked.length = 0;
  sepay.failingPages.clear();
  sepay.pageSize = 2_000;
});

describe('reading SePay v2 page after page', () => {
  it('reads a busy window of 6,000 transfers whole: 3 pages of 2,000, the portal account only', async () => {
    sepay.transactions.push(
      ...transfers(6_000, 'a'),
      ...transfers(3, 'b').map((x) => ({ ...x, bank_account_id: OTHER_ACCOUNT_ID })),
    );
    const { data } = await compare();
    expect(data).toMatchObject({
      bankCount: 6_000,
      complete: true,
      pagesRead: 3,
      nextPage: null,
      stoppedBy: null,
    });
    expect(data.missingInPortal).toHaveLength(6_000);
    expect(data.missingInPortal.some((l: { content: string }) => l.content.includes(' b '))).toBe(
      false,
    );
    expect(sepay.asked.map((q) => [q.get('page'), q.get('bank_account_id')])).toEqual([
      ['1', PORTAL_ACCOUNT_ID],
      ['2', PORTAL_ACCOUNT_ID],
      ['3', PORTAL_ACCOUNT_ID],
    ]);
    expect(sepay.asked[0]!.get('transaction_date_sort')).toBe('asc');
  });

  it('says the window was not read whole when a page fails, with what was read', async () => {
    sepay.transactions.push(...transfers(6_000, 'c'));
    sepay.failingPages.add(2);
    const { data } = await compare();
    expect(data).toMatchObject({ bankCount: 2_000, complete: false, pagesRead: 1, nextPage: 2 });
    expect(data.stoppedBy).toContain('500');
  });

  it('the job takes in what it read, remembers the page that failed and reads on from it next run', async () => {
    sepay.pageSize = 2;
    sepay.transactions.push(...transfers(6, 'd'));
    sepay.failingPages.add(3);
    const before = await eventCount();

    await reconcileRecentHours(t.db, api(), 24, t.app.log);
    expect((await eventCount()) - before).toBe(4);
    expect(await resumeEntry()).toMatchObject({ page: 3 });

    sepay.failingPages.clear();
    sepay.asked.length = 0;
    await reconcileRecentHours(t.db, api(), 24, t.app.log);
    expect(sepay.asked[0]!.get('page')).toBe('3');
    expect((await eventCount()) - before).toBe(6);
    expect(await resumeEntry()).toBeNull();
  });

  it('reads at most the bound of pages a run, and the next run goes on where it stopped', async () => {
    sepay.pageSize = 2;
    sepay.transactions.push(...transfers(6, 'e'));
    const before = await eventCount();

    await reconcileRecentHours(t.db, api(), 24, t.app.log, { maxPages: 2 });
    expect((await eventCount()) - before).toBe(4);
    expect(await resumeEntry()).toMatchObject({ page: 3 });

    sepay.asked.length = 0;
    await reconcileRecentHours(t.db, api(), 24, t.app.log, { maxPages: 2 });
    expect(sepay.asked.map((q) => q.get('page'))).toEqual(['3', '1', '2']);
    expect((await eventCount()) - before).toBe(6);
  });
});
