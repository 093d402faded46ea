import pg from 'pg';
import { expect, it } from 'vitest';
import { MEMBER_EMAIL, testAppForFile } from '../support/testApp';
import { TEST_DATABASE_URL } from '../support/testEnv';

const t = testAppForFile({ signIn: { member: MEMBER_EMAIL } });

/** The app's database stops taking connections and drops the ones it has. */
async function takeDatabaseDown() {
  const name = new URL(t.database.url!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      name,
    ]);
  } finally {
    await admin.end();
  }
}

it('lets a request through when the database does not answer the rate limit, rather than failing it', async () => {
  const [skin] = (
    await t.app.inject({ url: '/api/skins', query: { range: '[0,0]' }, headers: t.member })
  ).json();
  // A picture already on disk needs no database to be served.
  const picture = `/api/uploads/${skin.image}.webp`;
  expect((await t.app.inject({ url: picture })).statusCode).toBe(200);

  await takeDatabaseDown();
  const served = await t.app.inject({ url: picture });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
});
