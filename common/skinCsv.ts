/** A CSV an account checker exports: its columns, and the skin names in the one that holds them. */
import { matchKey, type ListEntry } from './skinMatch';

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  // Spreadsheets set to Vietnamese write semicolons.
  const first = body.split(/\r?\n/, 1)[0]!;
  const delimiter = first.split(';').length > first.split(',').length ? ';' : ',';
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows.filter((r) => r.some((cell) => cell.trim()));
}

/** Column names checkers use for the skin's name, and for its hero's (folded, as `matchKey`). */
const SKIN_COLUMNS = [
  'skin',
  'skins',
  'ten skin',
  'skin name',
  'trang phuc',
  'ten trang phuc',
  'name',
  'ten',
];
const HERO_COLUMNS = ['hero', 'tuong', 'ten tuong', 'hero name', 'champion'];

const findColumn = (header: string[], names: string[]) => {
  const folded = header.map(matchKey);
  for (const name of names) {
    const at = folded.indexOf(name);
    if (at >= 0) return at;
  }
  return -1;
};

export type CsvNames =
  | { entries: ListEntry[]; column: string }
  /** No column is known by its name: the member chooses one of these. */
  | { columns: string[] };

/**
 * The names in the CSV's skin column (the one named `column`, else one a checker commonly names),
 * each prefixed by its hero when a hero column exists. Lines count from the header's (1).
 */
export function csvNames(text: string, column?: string): CsvNames {
  const [header, ...rows] = csvRows(text);
  if (!header) return { columns: [] };
  const at = column
    ? header.findIndex((h) => h.trim() === column.trim())
    : findColumn(header, SKIN_COLUMNS);
  if (at < 0) return { columns: header.map((h) => h.trim()) };
  const hero = column ? -1 : findColumn(header, HERO_COLUMNS);
  const entries = rows.flatMap((row, i) => {
    const name = (row[at] ?? '').trim();
    if (!matchKey(name)) return [];
    const heroName = hero >= 0 ? (row[hero] ?? '').trim() : '';
    const named = !heroName || matchKey(name).startsWith(matchKey(heroName));
    return [{ line: i + 2, text: named ? name : `${heroName} ${name}` }];
  });
  return { entries, column: header[at]!.trim() };
}
