import { buildServer } from '../../build.server';

/**
 * The server as production runs it (`npm run build`'s dist-server/), built afresh once a run so
 * that the tests starting it as deploy/beli@.service does run the code under test.
 */
export default async function setup() {
  await buildServer();
}
