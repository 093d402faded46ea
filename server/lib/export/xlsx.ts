import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { xmlSafe } from '../xmlText';
import {
  CalendarDay,
  cellText,
  vietnamDateTime,
  type Cell,
  type ExportColumn,
  type ExportRow,
} from './columns';

const AMOUNT_FORMAT = '#,##0';
const DAY_FORMAT = 'dd/mm/yyyy';
const MOMENT_FORMAT = 'dd/mm/yyyy hh:mm:ss';
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/**
 * What the workbook holds: days and moments as date serials (a spreadsheet date has no time
 * zone, so a moment is written as Vietnam's wall clock), text without what XML cannot hold
 * (stored before the text rule), numbers as numbers.
 */
function xlsxValue(cell: Cell): ExcelJS.CellValue {
  if (cell instanceof Date) return new Date(`${vietnamDateTime(cell).replace(' ', 'T')}Z`);
  if (cell instanceof CalendarDay) return new Date(`${cell.iso}T00:00:00Z`);
  return typeof cell === 'string' ? xmlSafe(cell) : cell;
}

function numberFormat(column: ExportColumn, cell: Cell): string | undefined {
  if (cell instanceof Date) return MOMENT_FORMAT;
  if (cell instanceof CalendarDay) return DAY_FORMAT;
  return column.amount ? AMOUNT_FORMAT : undefined;
}

/** How many characters a cell shows: dates as formatted, amounts with their separators. */
function shownLength(column: ExportColumn, cell: Cell): number {
  if (cell instanceof Date) return MOMENT_FORMAT.length;
  if (cell instanceof CalendarDay) return DAY_FORMAT.length;
  if (typeof cell === 'number' && column.amount) return cell.toLocaleString('en-US').length;
  return Math.max(
    ...cellText(cell)
      .split('\n')
      .map((line) => line.length),
  );
}

/** Wide enough for the header and the first batch's cells, within bounds. */
const widthOf = (column: ExportColumn, rows: ExportRow[]) =>
  Math.min(
    MAX_WIDTH,
    Math.max(
      MIN_WIDTH,
      column.header.length + 2,
      ...rows.map((row) => shownLength(column, column.cell(row)) + 2),
    ),
  );

/**
 * The workbook as a stream, one sheet, written row by row with exceljs's streaming writer (no
 * shared strings, so nothing is kept for the whole file). Column widths are set from the first
 * batch, since they precede the rows in the file. Between batches it waits for the reader, so a
 * slow download holds the database reads back instead of filling memory.
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
  const addRow = (row: ExportRow) => {
    const cells = columns.map((c) => c.cell(row));
    const written = sheet.addRow(cells.map(xlsxValue));
    cells.forEach((cell, i) => {
      const format = numberFormat(columns[i]!, cell);
      if (format) written.getCell(i + 1).numFmt = format;
    });
    written.commit();
  };
  const write = async () => {
    const iterator = batches[Symbol.asyncIterator]();
    let batch = await iterator.next();
    const firstRows = batch.done ? [] : batch.value;
    sheet.columns = columns.map((c) => ({ header: c.header, width: widthOf(c, firstRows) }));
    sheet.getRow(1).font = { bold: true };
    for (; !batch.done; batch = await iterator.next()) {
      batch.value.forEach(addRow);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
