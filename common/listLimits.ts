/**
 * Lists count their rows up to this many and page no further: past it, counting and skipping
 * cost grows with the table, and a person narrows the list by filter, search or sort instead.
 */
export const MAX_LIST_ROWS = 10_000;

/**
 * A search (`filter.q`) sorts at most this many matching rows. Ordering every match of a common
 * word cost 0.5–1 s at a million rows (125 000 matches to sort, or a walk of the sort's index
 * past 625 000 rows that do not match); reading a bounded set of matches and sorting only those
 * costs 15–40 ms there on PostgreSQL. A search that matches more is capped: its total says this
 * many, and a narrower search finds the rest.
 */
export const SEARCH_MATCHES = 1_000;
