import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const relative = (file: string) => path.relative(process.cwd(), file);

/** How many of the slowest files the summary names: where to look when the run grows long. */
const SLOWEST = 15;

/**
 * Ends the run with each project's files' time, the slowest files, the plain 'N passed, N failed'
 * line that CI reads, and the seed that replays it (set in vitest.config.ts).
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
    const timed = modules.map(
      (module) => [module.diagnostic().duration, module.project.name, module.moduleId] as const,
    );
    const byProject = new Map<string, number>();
    for (const [ms, project] of timed) byProject.set(project, (byProject.get(project) ?? 0) + ms);
    console.log("\nfiles' time by project (files run side by side: more than the run took):");
    for (const [project, ms] of [...byProject].sort((a, b) => b[1] - a[1])) {
      console.log(`${(ms / 1000).toFixed(0).padStart(7)} s  ${project}`);
    }
    const slowest = [...timed].sort((a, b) => b[0] - a[0]).slice(0, SLOWEST);
    console.log('\nslowest files:');
    for (const [ms, project, file] of slowest) {
      console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${project}  ${relative(file)}`);
    }
    console.log(
      `\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
    );
    console.log(
      `TEST_SEED=${process.env.TEST_SEED} replays this order of tests and its random values`,
    );
  }
}
