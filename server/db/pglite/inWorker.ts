import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { FromWorker, ToWorker, WorkerError } from './protocol';
import { pgliteWasmModule } from './wasmModule';

const WORKER = new URL('./workerEntry.mjs', import.meta.url);
const INITDB = new URL('./initdbEntry.mjs', import.meta.url);

type Request = ToWorker extends infer T ? (T extends unknown ? Omit<T, 'id'> : never) : never;

/** What Drizzle and pg-boss call on a transaction: statements on its connection. */
export interface WorkerTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

/** What a LISTEN is told: each notification's payload, and that some may have been missed. */
export interface Notified {
  notified(payload: string): void;
  missed(): void;
}

const errorOf = (described: WorkerError) => Object.assign(new Error(described.message), described);

/** The error PostgreSQL raises when it stops a statement: answered as 503 QUERY_TIMEOUT. */
const statementTimeout = () =>
  errorOf({ message: 'canceling statement due to statement timeout', code: '57014' });

/**
 * The thread died or could not be opened again: PostgreSQL's SQLSTATE for a crashed server
 * process (57P02), answered as 503 DATABASE_UNAVAILABLE.
 */
const threadGone = (cause: unknown) =>
  errorOf({
    message: `PGlite's thread ended: ${cause instanceof Error ? cause.message : String(cause)}`,
    code: '57P02',
  });

/**
 * The thread's JavaScript heap: it holds the rows of the statement running, and 30 MB were
 * enough for the migrations and the seed. A runaway result past this ends the thread, which is
 * replaced like a stopped one, rather than take the server's memory.
 */
const THREAD_HEAP_MB = 256;
/**
 * The thread's young generation, its two semi-spaces and their large objects: left to V8 it
 * grows to 128 MB under the statements of a crawl, nearly all of it empty (docs/benchmarks.md,
 * "Crawl"). The main thread's semi-spaces are held to 8 MB by `--max-semi-space-size`.
 */
const THREAD_YOUNG_MB = 16;

/**
 * PGlite on a thread of its own, for the server's data directory. PGlite runs a statement to its
 * end on the thread that called it and ignores `statement_timeout`, so in the server's thread
 * one slow statement froze every request. Here the server's thread stays free, and a statement
 * running longer than `statementTimeoutMs` is stopped the only way PGlite can be: its thread is
 * ended and the database opened again from its directory (under a second: PostgreSQL's own
 * recovery rolls back what was not committed), and the statement's caller gets SQLSTATE 57014.
 * A thread that dies on its own (a result past its heap, PGlite aborting) is replaced the same
 * way; the statement it was running gets 57P02. The statements waiting their turn are served by
 * the new thread, but a transaction begun on the dead one refuses its later statements rather
 * than run them outside any transaction.
 * One thread serves start-up and requests: a second PGlite opened after the migrations' one
 * held about 140 MB more of the server's memory.
 * Statements and transactions take turns on the one connection, as in PGlite itself.
 */
export class PgliteInWorker implements WorkerTransaction {
  private worker: Worker | undefined;
  private starting: Promise<void>;
  /** Threads started so far: a transaction's statements run on the thread that began it. */
  private starts = 0;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private turn: Promise<unknown> = Promise.resolve();
  /** LISTENs asked for: a new thread listens again, and says notifications may have been lost. */
  private readonly listeners = new Map<string, Notified>();

  /** Statements sent from now on are stopped past this; 0: never. */
  statementTimeoutMs = 0;

  private constructor(private readonly dataDir: string) {
    this.starting = this.start();
  }

  static async open(dataDir: string): Promise<PgliteInWorker> {
    const client = new PgliteInWorker(dataDir);
    await client.starting;
    return client;
  }

  /**
   * Creates a new data directory (initdb) in a process of its own (`initdb.ts`): initdb's
   * WebAssembly memory (about 200 MB) and its compiler's peak are gone when it exits, rather than
   * held by the serving thread until its collector frees them, which a crawl begun soon after a
   * first start counted in its peak (docs/benchmarks.md, "Crawl").
   */
  static async initialize(dataDir: string): Promise<void> {
    const child = spawn(process.execPath, ['--liftoff-only', fileURLToPath(INITDB), dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`initdb of ${dataDir} failed: ${stderr.trim()}`);
  }

  private start(): Promise<void> {
    const worker = new Worker(WORKER, {
      workerData: { dataDir: this.dataDir, wasmModule: pgliteWasmModule() },
      resourceLimits: {
        maxOldGenerationSizeMb: THREAD_HEAP_MB,
        maxYoungGenerationSizeMb: THREAD_YOUNG_MB,
      },
    });
    this.worker = worker;
    this.starts++;
    let ready = false;
    return new Promise((resolve, reject) => {
      worker.on('message', (message: FromWorker) => {
        if ('ready' in message) {
          ready = true;
          resolve();
          if (this.starts > 1) this.listenAgain();
        } else if ('notification' in message) {
          const { channel, payload } = message.notification;
          this.listeners.get(channel)?.notified(payload);
        } else if ('startFailed' in message) reject(errorOf(message.startFailed));
        else this.settle(message);
      });
      const fail = (error: Error) => {
        reject(error);
        for (const { reject: rejectPending } of this.pending.values()) {
          rejectPending(threadGone(error));
        }
        this.pending.clear();
        // A thread that served and then died is replaced for what comes next.
        if (ready) this.restart();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
    });
  }

  private settle(message: Extract<FromWorker, { id: number }>) {
    const waiting = this.pending.get(message.id);
    this.pending.delete(message.id);
    if ('error' in message) waiting?.reject(errorOf(message.error));
    else waiting?.resolve(message.result);
  }

  /** Ends the thread running a statement that took too long and opens the database again. */
  private restart() {
    const stopped = this.worker!;
    stopped.removeAllListeners();
    this.starting = stopped.terminate().then(() => this.start());
    // A failed reopening is the next statement's error, and that statement tries again.
    this.starting.catch(() => undefined);
  }

  /** Waits for the thread; a statement after a failed reopening tries once more (one at a time). */
  private async running(): Promise<void> {
    const starting = this.starting;
    try {
      await starting;
    } catch (error) {
      if (this.starting === starting) {
        this.starting = this.start();
        this.starting.catch(() => undefined);
      }
      throw threadGone(error);
    }
  }

  /** Sends a statement; with `thread`, only to that thread (a transaction's). */
  private async send<T>(request: Request, thread?: number): Promise<T> {
    await this.running();
    if (thread !== undefined && thread !== this.starts) {
      throw threadGone('the transaction began on a thread that is gone');
    }
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer =
        this.statementTimeoutMs > 0 && request.op !== 'close'
          ? setTimeout(() => {
              this.pending.delete(id);
              reject(statementTimeout());
              this.restart();
            }, this.statementTimeoutMs)
          : undefined;
      this.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.worker!.postMessage({ ...request, id });
    });
  }

  /** Runs `work` once every earlier statement or transaction is done. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work, work);
    this.turn = result.catch(() => undefined);
    return result;
  }

  private run<T>(text: string, params: unknown[] = [], options?: QueryOptions, thread?: number) {
    return this.send<Results<T>>(
      {
        op: 'query',
        text,
        params,
        rowMode: options?.rowMode,
        // Drizzle's parsers only keep these types' text.
        textTypes: Object.keys(options?.parsers ?? {}).map(Number),
      },
      thread,
    );
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.inTurn(() => this.run<T>(text, params, options));
  }

  exec(text: string): Promise<Results[]> {
    return this.inTurn(() => this.send<Results[]>({ op: 'exec', text }));
  }

  transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    return this.inTurn(async () => {
      // Statements after its thread died would run outside any transaction on the next one.
      await this.running();
      const thread = this.starts;
      const exec = (text: string) => this.send<Results[]>({ op: 'exec', text }, thread);
      await exec('begin');
      try {
        const result = await callback({
          query: (text, params, options) => this.run(text, params, options, thread),
          exec,
        });
        await exec('commit');
        return result;
      } catch (error) {
        await exec('rollback').catch(() => undefined);
        throw error;
      }
    });
  }

  /** LISTEN on `channel` for as long as the database is open. */
  async listen(channel: string, notified: Notified): Promise<void> {
    this.listeners.set(channel, notified);
    await this.inTurn(() => this.send({ op: 'listen', channel }));
  }

  /** After a new thread started: what was sent while none listened is lost. */
  private listenAgain() {
    for (const [channel, notified] of this.listeners) {
      this.inTurn(() => this.send({ op: 'listen', channel })).then(
        () => notified.missed(),
        () => undefined,
      );
    }
  }

  private closing: Promise<void> | undefined;

  /** Closes the database once every statement before is done; a second call waits for the first. */
  close(): Promise<void> {
    this.closing ??= this.inTurn(async () => {
      await this.send({ op: 'close' });
      this.worker!.removeAllListeners();
      await this.worker!.terminate();
    });
    return this.closing;
  }
}
