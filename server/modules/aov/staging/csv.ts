/**
 * RFC 4180 CSV: quoted fields may hold separators, quotes ("") and line breaks. The separator
 * is a comma, or a semicolon when the header has more of those (spreadsheets in vi-VN use it).
 */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const header = body.slice(0, body.search(/\r?\n|$/));
  const separator = count(header, ';') > count(header, ',') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw new Error('unterminated quote');
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

const count = (text: string, char: string) => text.split(char).length - 1;
