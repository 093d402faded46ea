/** One thing the reconciliation found out of line. */
export interface LedgerMismatch {
  walletId?: number;
  transactionId?: number;
  holdId?: number;
  problem:
    | 'BALANCE_NOT_SUM_OF_ENTRIES'
    | 'VERSION_NOT_ENTRY_COUNT'
    | 'FORBIDDEN_NEGATIVE'
    | 'UNBALANCED_TRANSACTION'
    | 'BROKEN_CHAIN'
    | 'HELD_NOT_SUM_OF_PENDING_HOLDS'
    | 'NEGATIVE_AVAILABLE'
    | 'HOLD_SETTLED_TWICE'
    | 'POSTED_HOLD_MISMATCH';
  detail: string;
}
