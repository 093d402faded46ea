import fc from 'fast-check';

/**
 * The seed of this test file's randomness: TEST_SEED to replay a run, otherwise a new one. It is
 * printed, and fast-check's properties in the file use it too, so a failure can be run again.
 */
export const TEST_SEED = Number(process.env.TEST_SEED ?? Date.now() % 2 ** 31);
console.info(`random seed ${TEST_SEED} (TEST_SEED=${TEST_SEED} replays it)`);
fc.configureGlobal({ seed: TEST_SEED });

/** mulberry32: a small seeded generator standing in for Math.random. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const random = mulberry32(TEST_SEED);
