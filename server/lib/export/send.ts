import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../plugins/auth';
import { listQuerySchema, parseListQuery, type ParsedListQuery } from '../restQuery';
import { vietnamToday, type ExportColumn, type ExportRow } from './columns';
import { csvChunks } from './csv';
import { xlsxStream } from './xlsx';

/** What a list's export offers: its file's name and its columns, declared beside the list. */
export interface ExportSpec {
  /** The file name before the date, in Vietnamese: `Tướng` → `Tướng_2026-11-24.csv`. */
  fileName: string;
  columns: ExportColumn[];
  /** Adds what the columns show (names for ids) to one batch of rows, in one query. */
  expand?: (rows: ExportRow[]) => Promise<ExportRow[]>;
}

const exportQuerySchema = listQuerySchema.extend({
  format: z.enum(['csv', 'xlsx'], 'Định dạng xuất phải là csv hoặc xlsx').default('csv'),
});
export type ExportFormat = z.infer<typeof exportQuerySchema>['format'];

const EXPORT_ANSWER = {
  type: 'text/csv',
  description:
    'Mọi dòng khớp bộ lọc: CSV UTF-8 có BOM (format=csv) hoặc bảng tính Excel (format=xlsx); X-Total-Count là số dòng',
};

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The name without Vietnamese marks, for clients that ignore `filename*`. */
const asciiName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .replace(/[^\w.-]+/g, '_');

/** RFC 6266 / 5987: an ASCII fallback, then the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiName(fileName)}"; filename*=UTF-8''${encoded}`;
}

/** Answers the export: headers first (total, file name), then the rows as they are read. */
function sendExport(
  reply: FastifyReply,
  spec: ExportSpec,
  format: ExportFormat,
  total: number,
  batches: AsyncIterable<ExportRow[]>,
) {
  const expanded = spec.expand ? expandEach(batches, spec.expand) : batches;
  const body =
    format === 'csv'
      ? Readable.from(csvChunks(spec.columns, expanded))
      : xlsxStream(spec.fileName, spec.columns, expanded);
  return reply
    .header('content-type', TYPES[format])
    .header(
      'content-disposition',
      contentDisposition(`${spec.fileName}_${vietnamToday()}.${format}`),
    )
    .header('x-total-count', String(total))
    .header('access-control-expose-headers', 'Content-Disposition, X-Total-Count')
    .header('cache-control', 'no-store')
    .send(body);
}

/** Runs `expand` over each batch as it is read. */
export async function* expandEach(
  batches: AsyncIterable<ExportRow[]>,
  expand: (rows: ExportRow[]) => Promise<ExportRow[]>,
) {
  for await (const rows of batches) yield await expand(rows);
}

/** What an export route answers: the rows in order, and how many there are. */
export interface ExportRows {
  total: number;
  batches: AsyncIterable<ExportRow[]>;
}

/**
 * GET /{path}/export?format=csv|xlsx&filter=…&sort=…, with the list's permission; `rows` reads
 * what the list would show under the parsed filter and sort (refusing what the list refuses).
 */
export function registerExportRoute(
  app: FastifyInstance,
  list: {
    path: string;
    label: string;
    tags: string[];
    read: RouteAccess;
    spec: ExportSpec;
    /** The path's parameters (`tools/:id/runs`). */
    params?: z.ZodObject;
    /** Runs before the handler (a resource resolving its scope). */
    preHandler?: (request: FastifyRequest) => Promise<void>;
  },
  rows: (request: FastifyRequest, query: ParsedListQuery) => Promise<ExportRows>,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${list.path}/export`,
    {
      ...(list.preHandler && { preHandler: list.preHandler }),
      config: { permission: list.read, rawAnswer: EXPORT_ANSWER },
      schema: {
        tags: list.tags,
        summary: `Xuất mọi ${list.label} theo bộ lọc (CSV hoặc Excel)`,
        querystring: exportQuerySchema,
        ...(list.params && { params: list.params }),
      },
    },
    async (request, reply) => {
      const { total, batches } = await rows(request, parseListQuery(request.query));
      return sendExport(reply, list.spec, request.query.format, total, batches);
    },
  );
}
