import { TestRunner, type SerializedConfig } from 'vitest';

/**
 * The runner of the projects whose tests stand alone: it runs the tests of each file in a
 * shuffled order, Vitest's own shuffle seeded by the run's `sequence.seed` (TEST_SEED), so a test
 * that leans on another's leftovers fails soon. Vitest 4 reads `sequence.shuffle` only for the
 * whole run, so a project turns it on through its runner.
 */
export default class ShuffledRunner extends TestRunner {
  constructor(config: SerializedConfig) {
    super({ ...config, sequence: { ...config.sequence, shuffle: true } });
  }
}
