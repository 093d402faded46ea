import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALLOCATOR, NODE_FLAGS } from '../../support/childServer';
import { readServerUnit } from '../../support/systemdUnit';

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};

describe("the server's memory settings", () => {
  it('are the same under npm start, the systemd unit and bench:crawl', () => {
    expect(ALLOCATOR).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(readServerUnit('0').execStart.slice(1, -1)).toEqual(NODE_FLAGS);
    for (const script of [scripts.start!, scripts['bench:crawl']!]) {
      for (const [name, value] of Object.entries(ALLOCATOR)) {
        expect(script).toContain(`${name}=${value} `);
      }
      for (const flag of NODE_FLAGS) expect(script).toContain(` ${flag} `);
    }
  });
});
