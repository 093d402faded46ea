export type ExportRow = Record<string, unknown>;
/** One cell as written: text, a number (amounts stay numbers for the spreadsheet) or empty. */
export type Cell = string | number | null;

/** One exported column: its Vietnamese header, as on screen, and how a row shows in it. */
export interface ExportColumn {
  header: string;
  cell: (row: ExportRow) => Cell;
  /** Amounts get a thousands format in the workbook. */
  amount?: boolean;
}

const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const dateTimeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `24/11/2026 08:05:09`, in Vietnam's time. */
export function viDateTime(date: Date): string {
  const part = Object.fromEntries(dateTimeParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
}

/** Today in Vietnam as `2026-11-24`, for file names. */
export function vietnamToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** Any value as a readable cell: Có/Không, vi-VN date-times, lists joined, empty for none. */
export function readable(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (typeof value === 'number') return value;
  if (value instanceof Date) return viDateTime(value);
  if (Array.isArray(value)) return value.map((v) => readable(v) ?? '').join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const pick = (source: string | ((row: ExportRow) => unknown)) =>
  typeof source === 'string' ? (row: ExportRow) => row[source] : source;

/** A column showing a field (or a value computed from the row) readably. */
export function column(
  header: string,
  source: string | ((row: ExportRow) => unknown),
): ExportColumn {
  const value = pick(source);
  return { header, cell: (row) => readable(value(row)) };
}

/** A money column: a whole number, formatted with thousands in the workbook. */
export function amountColumn(
  header: string,
  source: string | ((row: ExportRow) => unknown),
): ExportColumn {
  return { ...column(header, source), amount: true };
}

/** A calendar day stored as `YYYY-MM-DD`, shown as `DD/MM/YYYY`. */
export function dayColumn(header: string, source: string): ExportColumn {
  return {
    header,
    cell: (row) => {
      const day = row[source];
      if (typeof day !== 'string') return readable(day);
      const [year, month, date] = day.split('-');
      return `${date}/${month}/${year}`;
    },
  };
}

/** A column translating a code through a Vietnamese dictionary (unknown codes as they are). */
export function labelColumn(
  header: string,
  source: string | ((row: ExportRow) => unknown),
  labels: Record<string, string>,
): ExportColumn {
  const value = pick(source);
  return {
    header,
    cell: (row) => {
      const code = value(row);
      if (typeof code !== 'string') return readable(code);
      return Object.hasOwn(labels, code) ? labels[code]! : code;
    },
  };
}

/** A moment given as a Date or an ISO string, shown as a vi-VN date-time in Vietnam's time. */
export function timeColumn(header: string, source: string): ExportColumn {
  return {
    header,
    cell: (row) => {
      const value = row[source];
      return typeof value === 'string' ? viDateTime(new Date(value)) : readable(value);
    },
  };
}
