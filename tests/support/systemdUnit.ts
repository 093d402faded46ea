import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEPLOY_DIR = fileURLToPath(new URL('../../deploy/', import.meta.url));

export interface UnitCommands {
  /** Each ExecStart line's arguments, in order (a oneshot unit may have several). */
  execStarts: string[][];
  environment: Record<string, string>;
  /** Every other `Key=value` line of the unit, by key, in order. */
  settings: Record<string, string[]>;
}

/** What a unit of deploy/ runs for instance `%i`: its ExecStart lines, Environment and settings. */
export function readUnit(file: string, instance = ''): UnitCommands {
  const settings: Record<string, string[]> = {};
  for (const line of readFileSync(`${DEPLOY_DIR}${file}`, 'utf8').split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (match) (settings[match[1]!] ??= []).push(match[2]!.replaceAll('%i', instance));
  }
  const environment = Object.fromEntries(
    (settings.Environment ?? []).map((pair) => [
      pair.slice(0, pair.indexOf('=')),
      pair.slice(pair.indexOf('=') + 1),
    ]),
  );
  const execStarts = (settings.ExecStart ?? []).map((line) => line.split(' '));
  return { execStarts, environment, settings };
}

/** What deploy/beli@.service runs for instance `%i`: ExecStart's arguments and its Environment. */
export function readServerUnit(instance: string): {
  execStart: string[];
  environment: Record<string, string>;
  settings: Record<string, string[]>;
} {
  const { execStarts, environment, settings } = readUnit('beli@.service', instance);
  return { execStart: execStarts[0] ?? [], environment, settings };
}

/**
 * A unit's sandbox as far as it applies outside systemd, from its own lines: NoNewPrivileges and
 * an empty CapabilityBoundingSet through setpriv (which execs the program, so no process stays
 * between), UMask as the process' umask. PrivateTmp is a TMPDIR of the caller's own.
 */
export function confinementOf(settings: Record<string, string[]>) {
  const wrapper = ['setpriv'];
  if (settings.NoNewPrivileges?.includes('yes')) wrapper.push('--no-new-privs');
  if (settings.CapabilityBoundingSet?.includes('')) {
    wrapper.push('--bounding-set=-all', '--inh-caps=-all');
  }
  wrapper.push('--');
  return { wrapper, umask: parseInt(settings.UMask?.[0] ?? '0022', 8) };
}
