import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with the plain 'N passed, N failed' line that CI reads, and the seed that
 * replays it (set in vitest.config.ts).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    console.log(
      `\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
    );
    console.log(
      `TEST_SEED=${process.env.TEST_SEED} replays this order of tests and its random values`,
    );
  }
}
