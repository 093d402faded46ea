/** A dependency the server needs to serve: resolves when it answers, rejects with the reason. */
export type ReadinessCheck = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** What /readyz asks, by name; modules add theirs (the job queue). */
    readiness: Map<string, ReadinessCheck>;
  }
}

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: ReadinessCheck): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
    check()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** Every check at once: 'ok' or the reason it failed, by name. */
export async function runReadinessChecks(
  checks: Map<string, ReadinessCheck>,
): Promise<Record<string, string>> {
  const names = [...checks.keys()];
  const outcomes = await Promise.allSettled([...checks.values()].map(withTimeout));
  return Object.fromEntries(
    names.map((name, i) => {
      const outcome = outcomes[i]!;
      return [name, outcome.status === 'fulfilled' ? 'ok' : reasonOf(outcome.reason)];
    }),
  );
}

/** The driver's own words: Drizzle wraps them in "Failed query: …" with the cause inside. */
function reasonOf(error: unknown): string {
  let innermost = error;
  while (innermost instanceof Error && innermost.cause instanceof Error)
    innermost = innermost.cause;
  const text = innermost instanceof Error ? innermost.message : String(innermost);
  return text.slice(0, 200) || 'unavailable';
}
