import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { xmlSafe } from '../xmlText';
import type { Cell, ExportColumn, ExportRow } from './columns';

/** A workbook is XML: what XML cannot hold (text stored before the text rule) is left out. */
const xlsxCell = (cell: Cell) => (typeof cell === 'string' ? xmlSafe(cell) : cell);

/**
 * The workbook as a stream, one sheet, written row by row with exceljs's streaming writer (no
 * shared strings, so nothing is kept for the whole file). Between batches it waits for the
 * reader, so a slow download holds the database reads back instead of filling memory.
 */
export function xlsxStream(
  sheetName: string,
  columns: ExportColumn[],
  batches: AsyncIterable<ExportRow[]>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  // Excel refuses sheet names over 31 characters or with []:*?/\.
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: Math.min(Math.max(c.header.length + 4, 12), 40),
    ...(c.amount && { style: { numFmt: '#,##0' } }),
  }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(columns.map((c) => xlsxCell(c.cell(row)))).commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
