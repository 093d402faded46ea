import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { answeredFromEarlier } from '../../lib/audit/scope';
import { toolRuns, type CollageRequest } from '../../db/schema';
import { assertCanAfford, chargeRun, inLedgerTransaction } from './charge';
import { composeRequest } from './composeRequest';
import { quotePrice } from '../../../common/tools';
import { assertSameRequest } from './requestHash';
import { removeResult, saveResult } from './resultStore';
import type { ToolsContext } from './context';
import type { ToolRow } from './toolLookup';

export type RunRow = typeof toolRuns.$inferSelect;

export interface RunSubmission {
  tool: ToolRow;
  userId: number;
  idempotencyKey: string;
  request: CollageRequest;
}

async function findRun(db: Database, userId: number, idempotencyKey: string) {
  const [run] = await db
    .select()
    .from(toolRuns)
    .where(and(eq(toolRuns.userId, userId), eq(toolRuns.idempotencyKey, idempotencyKey)));
  return run;
}

/**
 * The run this submission's key already made, if any (the same request, or a 409): the answer of
 * a replay, which records no audit event of its own.
 */
async function earlierRun(db: Database, { userId, idempotencyKey, request }: RunSubmission) {
  const earlier = await findRun(db, userId, idempotencyKey);
  if (earlier) {
    assertSameRequest(earlier.request, request);
    answeredFromEarlier();
  }
  return earlier;
}

type RunContext = Pick<ToolsContext, 'db' | 'dataDir' | 'slots' | 'paidRuns'>;

/**
 * A ghep-anh run: composes first, then records the run and charges it in one transaction, so a
 * failed composition charges nothing and a charge always has its picture. The same key again
 * (a double click, a retry) answers the first run and charges nothing more. A member's runs
 * wait in their line (`paidRunLine`), so one member's burst holds one composition's memory and
 * one composition slot at a time in this process; a run refused there costs nothing.
 */
export async function createRun(context: RunContext, run: RunSubmission) {
  return (
    (await earlierRun(context.db, run)) ??
    // A double click's second request waits for the first, whose run is then its answer.
    context.paidRuns.run(
      run.userId,
      async () => (await earlierRun(context.db, run)) ?? composeAndCharge(context, run),
    )
  );
}

async function composeAndCharge({ db, dataDir, slots }: RunContext, run: RunSubmission) {
  const { tool, userId, idempotencyKey, request } = run;
  const price = quotePrice(tool, request);
  await assertCanAfford(db, userId, price);

  const collage = await slots.run('paid', () =>
    composeRequest(db, dataDir, userId, tool, request, 'final'),
  );
  const imageFile = await saveResult(dataDir, collage);
  try {
    const saved = await inLedgerTransaction(db, async (tx) => {
      const [inserted] = await tx
        .insert(toolRuns)
        .values({
          toolId: tool.id,
          userId,
          price,
          idempotencyKey,
          request,
          width: collage.width,
          height: collage.height,
          imageFile,
        })
        .onConflictDoNothing()
        .returning();
      // A concurrent request with the same key committed first: its run is the answer.
      if (!inserted) return null;
      const charge = { userId, price, idempotencyKey, toolName: tool.name };
      return chargeRun(tx, inserted, charge);
    });
    if (saved) return saved;
  } catch (error) {
    await removeResult(dataDir, imageFile);
    throw error;
  }
  await removeResult(dataDir, imageFile);
  return (await earlierRun(db, run))!;
}

export const runView = (run: RunRow) => ({
  id: run.id,
  toolId: run.toolId,
  userId: run.userId,
  price: run.price,
  transactionId: run.transactionId,
  width: run.width,
  height: run.height,
  tileCount: run.request.skinIds.length + run.request.uploadIds.length,
  createdAt: run.createdAt,
  imageUrl: `/api/runs/${run.id}/image`,
  thumbnailUrl: `/api/runs/${run.id}/image?variant=thumb`,
});
