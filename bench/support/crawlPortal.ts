/**
 * The server as dist-server/index.mjs starts it (PGlite opened first, then the rest of the code),
 * its crawl allowed to reach the loopback source of bench:crawl, which builds this file as
 * `npm run build` builds the server and runs it with the systemd unit's flags.
 */
import { openDataDir } from '../../server/db/pglite/openDataDir';
import { readEnvOrExit } from '../../server/env';

const env = readEnvOrExit();
const pglite = await openDataDir(env.DATA_DIR);
const { prepareDatabase } = await import('../../server/boot');
const { buildApp } = await import('../../server/app');
const { modulesFetchingLoopback } = await import('../../tests/support/crawlSource/modules');
const database = await prepareDatabase(env, pglite);
const app = await buildApp({ env, database, distDir: null, modules: modulesFetchingLoopback });
await app.listen({ port: env.PORT, host: env.HOST });
