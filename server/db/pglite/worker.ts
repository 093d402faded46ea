/**
 * The embedded database's own thread (see `inWorker.ts`): one PGlite on the data directory,
 * answering the main thread's statements one at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ParserOptions, QueryOptions } from '@electric-sql/pglite';
import { createPglite, PGLITE_SESSION_SETUP } from './create';
import { keepFilesOwnerOnly } from './ownerOnlyFiles';
import type { FromWorker, ToWorker, WorkerError } from './protocol';

const port = parentPort!;
const { dataDir, wasmModule } = workerData as { dataDir: string; wasmModule: WebAssembly.Module };

/** A database error's fields (code, detail, constraint...) as plain data for the main thread. */
function describe(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => ['string', 'number'].includes(typeof value)),
  );
  return { ...fields, message: error.message };
}

/** Types read as their text, as Drizzle asks by giving each of them a parser that returns it. */
const asText = (types: number[]): ParserOptions =>
  Object.fromEntries(types.map((type) => [type, (value: string) => value]));

const reply = (message: FromWorker) => port.postMessage(message);

keepFilesOwnerOnly();
try {
  const db = await createPglite({ dataDir, pgliteWasmModule: wasmModule });
  await db.exec(PGLITE_SESSION_SETUP);
  port.on('message', async (message: ToWorker) => {
    try {
      if (message.op === 'close') {
        await db.close();
        reply({ id: message.id, result: null });
      } else if (message.op === 'listen') {
        await db.listen(message.channel, (payload) =>
          reply({ notification: { channel: message.channel, payload } }),
        );
        reply({ id: message.id, result: null });
      } else if (message.op === 'exec') {
        reply({ id: message.id, result: await db.exec(message.text) });
      } else {
        const options: QueryOptions = {
          rowMode: message.rowMode,
          parsers: asText(message.textTypes),
        };
        reply({ id: message.id, result: await db.query(message.text, message.params, options) });
      }
    } catch (error) {
      reply({ id: message.id, error: describe(error) });
    }
  });
  reply({ ready: true });
} catch (error) {
  reply({ startFailed: describe(error) });
}
