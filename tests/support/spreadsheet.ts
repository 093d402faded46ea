import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** One cell as gnumeric read it: a number (dates are day serials) or text, and its format. */
export interface ReadCell {
  type: 'number' | 'text' | 'other';
  value: string;
  format: string | undefined;
}

export interface ReadSheet {
  /** Cells by 0-based row, then column. */
  cell: (row: number, column: number) => ReadCell | undefined;
  /** Column widths in points, by 0-based column (absent: gnumeric's default). */
  widths: Map<number, number>;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const attribute = (attributes: string, name: string) => {
  const found = new RegExp(`\\b${name}="([^"]*)"`).exec(attributes);
  return found ? unescapeXml(found[1]!) : undefined;
};

// Gnumeric's value types: 40 a number, 60 a string.
const TYPES: Record<string, ReadCell['type']> = { '40': 'number', '60': 'text' };

/**
 * Opens a file with Debian's gnumeric (`ssconvert`), as a person's spreadsheet would, and reads
 * back what it made of the first sheet through gnumeric's own XML.
 */
export async function readWithGnumeric(
  file: Buffer,
  extension: 'csv' | 'xlsx',
): Promise<ReadSheet> {
  const dir = await mkdtemp(join(tmpdir(), 'beli-gnumeric-'));
  try {
    const input = join(dir, `export.${extension}`);
    const output = join(dir, 'read.xml');
    await writeFile(input, file);
    await promisify(execFile)('ssconvert', ['-T', 'Gnumeric_XmlIO:sax:0', input, output]);
    const xml = await readFile(output, 'utf8');
    const sheet = xml.slice(0, xml.indexOf('</gnm:Sheet>'));
    const cells = new Map<string, ReadCell>();
    for (const [, attributes, value] of sheet.matchAll(/<gnm:Cell ([^>]*)>([^<]*)<\/gnm:Cell>/g)) {
      cells.set(`${attribute(attributes!, 'Row')},${attribute(attributes!, 'Col')}`, {
        type: TYPES[attribute(attributes!, 'ValueType') ?? ''] ?? 'other',
        value: unescapeXml(value!),
        format: attribute(attributes!, 'ValueFormat'),
      });
    }
    const widths = new Map<number, number>();
    for (const [, attributes] of sheet.matchAll(/<gnm:ColInfo ([^>]*)\/>/g)) {
      const first = Number(attribute(attributes!, 'No'));
      const count = Number(attribute(attributes!, 'Count') ?? 1);
      for (let i = 0; i < count; i++) widths.set(first + i, Number(attribute(attributes!, 'Unit')));
    }
    // A workbook's formats are in style regions; a CSV's, guessed, on the cell itself.
    const regions = [...sheet.matchAll(/<gnm:StyleRegion ([^>]*)>\s*<gnm:Style ([^>]*)>/g)].map(
      ([, bounds, style]) => {
        const [left, top, right, bottom] = ['startCol', 'startRow', 'endCol', 'endRow'].map((n) =>
          Number(attribute(bounds!, n)),
        );
        return { left, top, right, bottom, format: attribute(style!, 'Format') };
      },
    );
    const regionFormat = (row: number, column: number) =>
      regions.find(
        (r) => r.top! <= row && row <= r.bottom! && r.left! <= column && column <= r.right!,
      )?.format;
    return {
      cell: (row, column) => {
        const cell = cells.get(`${row},${column}`);
        return cell && { ...cell, format: cell.format ?? regionFormat(row, column) };
      },
      widths,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const SERIAL_EPOCH = Date.UTC(1899, 11, 30);

/** A spreadsheet's day serial (days since 1899-12-30, time as the fraction) as a wall clock. */
export function serialAsWallClock(serial: string): string {
  const seconds = Math.round(Number(serial) * 86_400);
  return new Date(SERIAL_EPOCH + seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}
