/** One thing the reconciliation found out of line. */
export interface LedgerMismatch {
  walletId?: number;
  transactionId?: number;
  holdId?: number;
  /** A chained table whose first broken link this is (`CHAIN_LINK_BROKEN`), and its row. */
  table?: string;
  rowId?: number | null;
  problem:
    | 'BALANCE_NOT_SUM_OF_ENTRIES'
    | 'VERSION_NOT_ENTRY_COUNT'
    | 'FORBIDDEN_NEGATIVE'
    | 'UNBALANCED_TRANSACTION'
    | 'BROKEN_CHAIN'
    | 'HELD_NOT_SUM_OF_PENDING_HOLDS'
    | 'NEGATIVE_AVAILABLE'
    | 'HOLD_SETTLED_TWICE'
    | 'POSTED_HOLD_MISMATCH'
    | 'CHAIN_LINK_BROKEN';
  detail: string;
}
