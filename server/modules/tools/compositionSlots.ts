import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import type { Env } from '../../env';
import { PrioritySlots } from '../../lib/prioritySlots';

function limitSharp(cacheMb: number) {
  sharp.cache({ memory: cacheMb, files: 0, items: 100 });
}

/**
 * The process's compositions: at most COMPOSE_CONCURRENCY at once, paid first. libvips gets
 * the cores shared out between them rather than every composition a thread per core, and its
 * cache is bounded and emptied whenever the last composition ends, so memory taken by a burst of
 * big collages is given back.
 */
export function compositionSlots(env: Pick<Env, 'COMPOSE_CONCURRENCY' | 'SHARP_CACHE_MB'>) {
  sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / env.COMPOSE_CONCURRENCY)));
  limitSharp(env.SHARP_CACHE_MB);
  return new PrioritySlots(env.COMPOSE_CONCURRENCY, () => {
    sharp.cache(false);
    limitSharp(env.SHARP_CACHE_MB);
  });
}
