/**
 * What the API answers, read off the server's own zod schemas in `common/schemas` (type-only
 * imports: no zod in the app's bundle). `Json<>` turns their `Date`s into the ISO strings sent.
 */
import type { z } from 'zod';
import type { Json } from '../../common/json';
import type { dashboardSeriesDay, dashboardStats } from '../../common/schemas/dashboard';
import type {
  eventRecord,
  orderRecord,
  orderStateSchema,
  settingsAnswer,
} from '../../common/schemas/payments';
import type { groupWithPermissions } from '../../common/schemas/permissions';
import type { identityInput, identityRow } from '../../common/schemas/identities';
import type { profileView } from '../../common/schemas/profiles';
import type { bankComparison, reconcileAnswer } from '../../common/schemas/reconciliation';
import type {
  collageRequestSchema,
  previewSchema,
  runViewSchema,
  taskViewSchema,
  toolOptionsRecord,
  toolUsageView,
} from '../../common/schemas/tools';
import type { meSchema } from '../../common/schemas/users';
import type { RecordOf } from '../../common/resources/records';
import type { tools } from '../../common/resources/tools';
import type {
  adjustBody,
  reverseBody,
  entryView,
  ledgerCheckView,
  systemTransferBody,
  transactionView,
  transferBody,
  walletView,
} from '../../common/schemas/wallets';

type Answer<Schema extends z.ZodType> = Json<z.output<Schema>>;

export type TransactionRecord = Answer<typeof transactionView>;
export type Party = TransactionRecord['from'];
export type EntryRecord = Answer<typeof entryView>;
export type WalletRecord = Answer<typeof walletView>;
export type LedgerCheck = Answer<typeof ledgerCheckView>;
export type BankComparison = Answer<typeof bankComparison>;
export type ReconcileAnswer = Answer<typeof reconcileAnswer>;
export type Profile = Answer<typeof profileView>;
export type Me = Answer<typeof meSchema>;
/** GET /permissions/me: the user's groups, each with its permissions. */
export type PermissionsMe = { groups: Answer<typeof groupWithPermissions>[] };
export type IdentityRecord = Answer<typeof identityRow>;
export type IdentityBody = z.input<typeof identityInput>;
export type DashboardStats = Answer<typeof dashboardStats>;
export type SeriesDay = Answer<typeof dashboardSeriesDay>;

export type Tool = RecordOf<typeof tools> & { options: Answer<typeof toolOptionsRecord> };
export type Run = Answer<typeof runViewSchema>;
export type Task = Answer<typeof taskViewSchema>;
export type Preview = Answer<typeof previewSchema>;
export type ToolUsage = Answer<typeof toolUsageView>;
/** The body of a run, a task or a preview; missing options take the tool's. */
export type CollageBody = z.output<typeof collageRequestSchema>;

export type OrderState = z.output<typeof orderStateSchema>;
export type TopupOrder = Answer<typeof orderRecord>;
export type BankEvent = Answer<typeof eventRecord>;
export type PaymentSettings = Answer<typeof settingsAnswer>['data'];

/** Money-moving bodies, as the app sends them (the server trims and defaults). */
export type TransferBody = z.input<typeof transferBody>;
export type AdjustBody = z.input<typeof adjustBody>;
export type ReverseBody = z.input<typeof reverseBody>;
export type SystemTransferBody = z.input<typeof systemTransferBody>;
