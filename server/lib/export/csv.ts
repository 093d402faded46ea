import { cellText, type Cell, type ExportColumn, type ExportRow } from './columns';

const BOM = '\uFEFF';
/** A cell a spreadsheet would run as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180 quoting, and a leading apostrophe on text a spreadsheet would take for a formula. */
export function csvCell(cell: Cell): string {
  if (typeof cell !== 'string') return cellText(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV text in chunks: the BOM and header first, then one chunk a batch, CRLF lines. */
export async function* csvChunks(
  columns: ExportColumn[],
  batches: AsyncIterable<ExportRow[]>,
): AsyncGenerator<string> {
  yield BOM + line(columns.map((c) => c.header));
  for await (const rows of batches) {
    yield rows.map((row) => line(columns.map((c) => c.cell(row)))).join('');
  }
}
