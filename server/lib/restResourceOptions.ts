import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Executor, Transaction } from '../db/client';
import type { RouteAccess } from '../plugins/auth';
import type { CustomFilter } from './restFilters';
import type { ExportSpec } from './export/send';

type Row = Record<string, unknown>;

/**
 * A resource's row-level restriction: a condition, or conditions one of which each row meets
 * where each has an index of its own (a wallet's transactions sent, and received), so that a
 * list page reads each one's index and merges them instead of planning their OR.
 */
export type RowScope = SQL | { anyOf: SQL[] } | ColumnValue | undefined;

/** The rows holding one value of a column (one wallet's entries): read as equalAsRange says. */
export interface ColumnValue {
  column: PgColumn;
  value: unknown;
}

export type Method = 'list' | 'get' | 'create' | 'update' | 'delete';

/** Something done to one row beside its CRUD (publishing a note): `POST /{path}/:id/{name}`. */
export interface RestAction {
  /** What it does, in Vietnamese, for the API's documentation: `Đăng ghi chú`. */
  summary: string;
  /** Who may do it: the resource's write access by default. */
  permission?: RouteAccess;
  /** Does it, in the action's transaction, to a row the request may see (its answer unused). */
  run: (tx: Transaction, id: number, request: FastifyRequest) => Promise<unknown>;
}

export interface RestResource<TTable extends PgTable> {
  /** The path under /api, and the Content-Range unit: `heroes`. */
  path: string;
  /** What one row is called, in Vietnamese, for the API's documentation: `tướng`. */
  label: string;
  /** The Content-Range unit when the path has parameters (`wallets/:walletId/entries`). */
  unit?: string;
  table: TTable;
  /** The integer primary key. */
  id: PgColumn;
  access: { read: RouteAccess; write?: RouteAccess };
  /** What a record looks like in answers (unknown columns are left out). */
  record: z.ZodObject;
  /** The POST body; PUT takes the same fields, each optional. */
  input?: z.ZodObject;
  /** The PUT body's fields when they differ from the POST's (a code fixed at creation). */
  updateInput?: z.ZodObject;
  /** Columns `filter.q` searches (case-insensitive, substring). */
  search?: PgColumn[];
  /** Filterable fields: a column (a value or a list of values) or a custom condition. */
  filters?: Record<string, PgColumn | CustomFilter>;
  /** Sortable fields; `id` is always allowed. */
  sorts?: Record<string, PgColumn>;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Only these methods are served; all five by default (writes need `access.write`). */
  methods?: Method[];
  /**
   * Row-level restriction for every read, write and export, e.g. the caller's own rows;
   * resolved once per request before the handler, so it may look something up (a plain value
   * lets the planner use its statistics, where a subquery leaves it guessing).
   */
  scope?: (request: FastifyRequest) => RowScope | Promise<RowScope>;
  /**
   * Its rows gather very unevenly under its scope or filters (one wallet's transactions among a
   * million): each list request is planned for its own values, not once per shape.
   */
  skewed?: boolean;
  /** Adds related data to rows about to be answered (one query for the whole page). */
  expand?: (db: Executor, rows: Row[]) => Promise<Row[]>;
  /** Columns set by the server on every write (e.g. `updatedBy`). */
  stamp?: (request: FastifyRequest) => Row;
  /** Runs in the write's transaction after the row is saved, with the whole body. */
  afterWrite?: (tx: Executor, id: number, body: Row, request: FastifyRequest) => Promise<void>;
  /**
   * Why a row cannot be deleted now (what still uses it, with how many), answered as a 409
   * `IN_USE`; undefined lets the delete go ahead. The foreign key still guards a race.
   */
  inUse?: (db: Executor, id: number) => Promise<string | undefined>;
  /** Unique constraints by name, answered as a 409 with the message under the field. */
  unique?: Record<string, { field: string; message: string }>;
  /** OpenAPI tag. */
  tag?: string;
  /** Its actions by name, each served at `POST /{path}/:id/{name}`. */
  actions?: Record<string, RestAction>;
  /** The list's export at `/{path}/export` (CSV or Excel): file name and columns. */
  export?: ExportSpec;
}
