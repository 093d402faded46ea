/**
 * Lists count their rows up to this many and page no further: past it, counting and skipping
 * cost grows with the table, and a person narrows the list by filter, search or sort instead.
 */
export const MAX_LIST_ROWS = 10_000;

/**
 * Rows that no index gives in a list's order are read whole and sorted up to this many in the
 * planner's estimate: a bitmap scan and a top-N sort of 100 000 rows spread over a million took
 * 30-36 ms on PostgreSQL, where the planner, left to walk the sort's index of the whole table,
 * passed 987 000 other transactions for a busy member's first page by amount (0.55 s).
 */
export const MAX_WHOLE_ROWS = 50_000;

/**
 * A search (`filter.q`) sorts at most this many matching rows. Ordering every match of a common
 * word cost 0.5–1 s at a million rows (125 000 matches to sort, or a walk of the sort's index
 * past 625 000 rows that do not match); reading a bounded set of matches and sorting only those
 * costs 15–40 ms there on PostgreSQL. A search that matches more is capped: its total says this
 * many, and a narrower search finds the rest.
 */
export const SEARCH_MATCHES = 1_000;
