import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const UNIT = fileURLToPath(new URL('../../deploy/beli@.service', import.meta.url));

/** What deploy/beli@.service runs for instance `%i`: ExecStart's arguments and its Environment. */
export function readServerUnit(instance: string): {
  execStart: string[];
  environment: Record<string, string>;
} {
  const lines = readFileSync(UNIT, 'utf8').split('\n');
  const values = (key: string) =>
    lines
      .filter((line) => line.startsWith(`${key}=`))
      .map((line) => line.slice(key.length + 1).replaceAll('%i', instance));
  const environment = Object.fromEntries(
    values('Environment').map((pair) => [
      pair.slice(0, pair.indexOf('=')),
      pair.slice(pair.indexOf('=') + 1),
    ]),
  );
  const [execStart = ''] = values('ExecStart');
  return { execStart: execStart.split(' '), environment };
}
