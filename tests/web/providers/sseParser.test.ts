import { describe, expect, it } from 'vitest';
import { SseParser } from '../../../src/providers/sseParser';

describe('reading the live events stream', () => {
  it('gives each event once its block is whole, however the chunks split it', () => {
    const parser = new SseParser();
    expect(parser.push('retry: 2000\n\nid: 7.0\nevent: bal')).toEqual([
      { kind: 'message', id: undefined, data: '', retry: 2000 },
    ]);
    expect(parser.push('ance\ndata: {"balance":5}\n')).toEqual([]);
    expect(parser.push('\n: heartbeat\n\nevent: refetch\ndata: {}\n\n')).toEqual([
      { kind: 'balance', id: '7.0', data: '{"balance":5}' },
      { kind: 'refetch', id: undefined, data: '{}' },
    ]);
  });
});
