import { badRequest } from '../../../lib/errors';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../../lib/jsonDepth';
import { parseCsv } from './csv';

export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

/** One row of an imported file as written there: field → value, before any validation. */
export type RawRow = Record<string, unknown>;

const fail = (message: string) => badRequest(message, { file: message }, 'BAD_IMPORT_FILE');

function fromJson(text: string, kind: string): unknown[] {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw fail(`Tệp JSON lồng nhau quá ${MAX_JSON_DEPTH} cấp`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fail('Tệp JSON không hợp lệ');
  }
  const list = Array.isArray(parsed)
    ? parsed
    : [(parsed as Record<string, unknown>)?.[kind], (parsed as Record<string, unknown>)?.data].find(
        Array.isArray,
      );
  if (!list) throw fail(`Tệp JSON phải là một mảng, hoặc có mảng "${kind}" hay "data"`);
  return list;
}

function fromCsv(text: string): RawRow[] {
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch {
    throw fail('Tệp CSV không hợp lệ: thiếu dấu ngoặc kép đóng');
  }
  const [header, ...rows] = table;
  if (!header) throw fail('Tệp CSV trống');
  const names = header.map((h) => h.trim());
  return rows.map((cells) =>
    Object.fromEntries(names.map((name, i) => [name, (cells[i] ?? '').trim()])),
  );
}

/**
 * The rows of an imported JSON file (an array of objects, or `{ "<kind>": [...] }`) or CSV file
 * (a header row, then one row a record). Whole-file problems are a 400; row problems are the
 * rows' own and reported one by one later.
 */
export function parseImportFile(bytes: Buffer, kind: string): unknown[] {
  if (!bytes.length) throw fail('Tệp trống');
  if (bytes.length > MAX_IMPORT_BYTES) throw fail('Tệp không được lớn hơn 2 MB');
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD')) throw fail('Tệp phải được mã hoá UTF-8');
  const rows = /^\s*[[{]/.test(text) ? fromJson(text, kind) : fromCsv(text);
  if (!rows.length) throw fail('Tệp không có dòng dữ liệu nào');
  if (rows.length > MAX_IMPORT_ROWS) throw fail(`Tệp có quá ${MAX_IMPORT_ROWS} dòng`);
  return rows;
}
