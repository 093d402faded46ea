export type ExportRow = Record<string, unknown>;

/** A calendar day with no time of day, `2026-11-24` (a release date). */
export class CalendarDay {
  constructor(readonly iso: string) {}
}

/**
 * One cell as written: text, a number (amounts stay numbers for the spreadsheet), a moment (a
 * `Date`, shown in Vietnam's time), a calendar day, or empty.
 */
export type Cell = string | number | Date | CalendarDay | null;

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

/** `2026-11-24 08:05:09`: ISO 8601 in Vietnam's time, the form every spreadsheet reads as a date. */
export function vietnamDateTime(date: Date): string {
  const part = Object.fromEntries(dateTimeParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** `29/11/2026, 08:05:09`: a moment as the app's screens show it (vi-VN), in Vietnam's time. */
export const vietnamLocalTime = (date: Date): string =>
  date.toLocaleString('vi-VN', { timeZone: TIME_ZONE });

/** Today in Vietnam as `2026-11-24`, for file names. */
export function vietnamToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** A cell as text: ISO 8601 for days and moments, plain digits for numbers. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return vietnamDateTime(cell);
  if (cell instanceof CalendarDay) return cell.iso;
  return String(cell);
}

/** Any value as a readable cell: Có/Không, moments as dates, lists joined, empty for none. */
export function readable(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (typeof value === 'number' || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => cellText(readable(v))).join(', ');
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

/** `YYYY-MM-DD` naming a day that exists (`2025-13-45` or `2025-02-30` does not). */
const isCalendarDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** A calendar day stored as `YYYY-MM-DD` (any other text, e.g. a refused import's, as it is). */
export function dayColumn(header: string, source: string): ExportColumn {
  return {
    header,
    cell: (row) => {
      const day = row[source];
      return typeof day === 'string' && isCalendarDay(day) ? new CalendarDay(day) : readable(day);
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

/** A moment given as a Date or an ISO string; `empty` is what a row with none reads. */
export function timeColumn(header: string, source: string, empty?: string): ExportColumn {
  return {
    header,
    cell: (row) => {
      const value = row[source];
      if (value === null || value === undefined) return empty ?? null;
      return typeof value === 'string' ? new Date(value) : readable(value);
    },
  };
}
