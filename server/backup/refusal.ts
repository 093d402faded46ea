/** An operator's request that cannot be carried out: its Vietnamese reason, exit code 1. */
export class Refusal extends Error {}

/**
 * Runs a command's `main` and exits with 0 when it answers true, else 1; a refusal prints its
 * Vietnamese reason alone, anything else its stack.
 */
export function runCommand(main: () => Promise<boolean>): void {
  main().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error instanceof Refusal ? error.message : error);
      process.exit(1);
    },
  );
}
