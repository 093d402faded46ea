import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALLOCATOR } from '../../support/childServer';

const startScript: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;

describe("glibc's allocator settings of the server", () => {
  it('are the same under npm start as under the systemd unit, and give freed memory back', () => {
    expect(ALLOCATOR).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072' });
    for (const [name, value] of Object.entries(ALLOCATOR)) {
      expect(startScript).toContain(`${name}=${value} `);
    }
  });
});
