import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { FromWorker, ToWorker, WorkerError } from './protocol';

const WORKER = new URL('./workerEntry.mjs', import.meta.url);

type Request = ToWorker extends infer T ? (T extends unknown ? Omit<T, 'id'> : never) : never;

/** What Drizzle and pg-boss call on a transaction: statements on its connection. */
export interface WorkerTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

const errorOf = (described: WorkerError) => Object.assign(new Error(described.message), described);

/** The error PostgreSQL raises when it stops a statement: answered as 503 QUERY_TIMEOUT. */
const statementTimeout = () =>
  errorOf({ message: 'canceling statement due to statement timeout', code: '57014' });

/**
 * PGlite on a thread of its own, for the server's data directory. PGlite runs a statement to its
 * end on the thread that called it and ignores `statement_timeout`, so in the server's thread
 * one slow statement froze every request. Here the server's thread stays free, and a statement
 * running longer than `statementTimeoutMs` is stopped the only way PGlite can be: its thread is
 * ended and the database opened again from its directory (under a second: PostgreSQL's own
 * recovery rolls back what was not committed), and the statement's caller gets SQLSTATE 57014.
 * One thread serves start-up and requests: a second PGlite opened after the migrations' one
 * held about 140 MB more of the server's memory.
 * Statements and transactions take turns on the one connection, as in PGlite itself.
 */
export class PgliteInWorker implements WorkerTransaction {
  private worker: Worker | undefined;
  private starting: Promise<void>;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private turn: Promise<unknown> = Promise.resolve();

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

  private start(): Promise<void> {
    const worker = new Worker(WORKER, { workerData: { dataDir: this.dataDir } });
    this.worker = worker;
    let ready = false;
    return new Promise((resolve, reject) => {
      worker.on('message', (message: FromWorker) => {
        if ('ready' in message) {
          ready = true;
          resolve();
        } else if ('startFailed' in message) reject(errorOf(message.startFailed));
        else this.settle(message);
      });
      const fail = (error: Error) => {
        reject(error);
        for (const { reject: rejectPending } of this.pending.values()) rejectPending(error);
        this.pending.clear();
        // A thread that served and then died (PGlite aborted) is replaced for what comes next.
        if (ready) this.restart();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`PGlite's thread ended (${code})`)));
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
    // A failed reopening is every later statement's error.
    this.starting.catch(() => undefined);
  }

  private async send<T>(request: Request): Promise<T> {
    await this.starting;
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

  private run<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    return this.send<Results<T>>({
      op: 'query',
      text,
      params,
      rowMode: options?.rowMode,
      // Drizzle's parsers only keep these types' text.
      textTypes: Object.keys(options?.parsers ?? {}).map(Number),
    });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.inTurn(() => this.run<T>(text, params, options));
  }

  exec(text: string): Promise<Results[]> {
    return this.inTurn(() => this.send<Results[]>({ op: 'exec', text }));
  }

  transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    return this.inTurn(async () => {
      const exec = (text: string) => this.send<Results[]>({ op: 'exec', text });
      await exec('begin');
      try {
        const result = await callback({
          query: (text, params, options) => this.run(text, params, options),
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
