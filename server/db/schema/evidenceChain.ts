import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A tamper-evident table's link in its hash chain, written by the database's own trigger
 * (`evidence_chain_link`) in the writing transaction: the row's place in the chain and the
 * SHA-256 of the previous row's hash and this row's values. The defaults are never kept.
 */
export const chainColumns = () => ({
  chainSeq: bigint('chain_seq', { mode: 'number' }).notNull().default(0),
  chainHash: text('chain_hash').notNull().default(''),
});

/**
 * Each chained table's last link: the row every writer locks, so writers of one table (and the
 * ledger's postings with their audit events) join the chain one at a time, in commit order.
 */
export const evidenceChainHeads = pgTable('evidence_chain_heads', {
  tableName: text('table_name').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});
