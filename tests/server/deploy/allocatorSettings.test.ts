import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALLOCATOR, NODE_FLAGS } from '../../support/childServer';
import { readServerUnit } from '../../support/systemdUnit';

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};

describe("the server's memory settings", () => {
  it('are the same under npm start and the systemd unit (bench:crawl starts its server with them)', () => {
    expect(ALLOCATOR).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(readServerUnit('0').execStart.slice(1, -1)).toEqual(NODE_FLAGS);
    for (const [name, value] of Object.entries(ALLOCATOR)) {
      expect(scripts.start).toContain(`${name}=${value} `);
    }
    for (const flag of NODE_FLAGS) expect(scripts.start).toContain(` ${flag} `);
  });
});
