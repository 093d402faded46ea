import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEPLOY_DIR, readUnit } from '../../support/systemdUnit';

/** systemd's own measure of a unit file's sandbox, offline: its overall exposure, 0 to 10. */
function exposureOf(file: string): number {
  const analysis = spawnSync(
    'systemd-analyze',
    ['security', '--offline=true', '--no-pager', `${DEPLOY_DIR}${file}`],
    { encoding: 'utf8' },
  );
  if (analysis.error) {
    throw new Error(`systemd-analyze is required (apt-get install systemd): ${analysis.error}`);
  }
  const overall = /Overall exposure level for .*: (\d+\.\d)/.exec(analysis.stdout);
  if (!overall) throw new Error(`no exposure level in:\n${analysis.stdout}${analysis.stderr}`);
  return Number(overall[1]);
}

const services = readdirSync(DEPLOY_DIR).filter((file) => file.endsWith('.service'));

describe('the units of deploy/', () => {
  it.each(services)('%s scores 2.0 or less in systemd-analyze security', (file) => {
    expect(exposureOf(file)).toBeLessThanOrEqual(2);
  });

  it('start the backup every night through a timer naming a unit of deploy/', () => {
    const timer = readUnit('beli-backup.timer').settings;
    expect(services).toContain(timer.Unit?.[0]);
    const calendar = spawnSync('systemd-analyze', ['calendar', timer.OnCalendar![0]!], {
      encoding: 'utf8',
    });
    expect(calendar.stdout).toMatch(/Normalized form: \*-\*-\* 02:15:00/);
  });
});
