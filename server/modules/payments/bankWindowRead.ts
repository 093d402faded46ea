/**
 * Reading a window of the bank feed page after page, within a bound, so that a busy window is
 * never silently cut: the answer says whether it was read whole and, if not, the page to read
 * next time.
 */
import {
  readTransactionPage,
  type SepayApi,
  type SepayTransaction,
  type TransactionQuery,
} from './sepayApi';

/** Pages read in one go: 50 × 100 = 5 000 transactions, about 17 s at SePay's pace. */
export const SEPAY_MAX_PAGES = 50;
/** SePay allows 3 requests a second. */
const PAGE_INTERVAL_MS = 350;

export interface PageBounds {
  /** The first page to read (a resumed read starts where the last one stopped). */
  firstPage?: number;
  maxPages?: number;
}

export interface BankWindowRead {
  transactions: SepayTransaction[];
  pagesRead: number;
  /** Null when the window was read to its last page; else the page to read next. */
  nextPage: number | null;
  /** Why the read stopped early: a page that failed, or the bound. */
  stoppedBy: string | null;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, PAGE_INTERVAL_MS));

export async function readBankWindow(
  api: SepayApi,
  query: TransactionQuery,
  { firstPage = 1, maxPages = SEPAY_MAX_PAGES }: PageBounds = {},
): Promise<BankWindowRead> {
  const transactions: SepayTransaction[] = [];
  for (let page = firstPage; page < firstPage + maxPages; page++) {
    if (page > firstPage) await pause();
    let answer: Awaited<ReturnType<typeof readTransactionPage>>;
    try {
      answer = await readTransactionPage(api, query, page);
    } catch (error) {
      const reason = (error as Error).message;
      return { transactions, pagesRead: page - firstPage, nextPage: page, stoppedBy: reason };
    }
    transactions.push(...answer.transactions);
    if (!answer.hasMore) {
      return { transactions, pagesRead: page - firstPage + 1, nextPage: null, stoppedBy: null };
    }
  }
  return {
    transactions,
    pagesRead: maxPages,
    nextPage: firstPage + maxPages,
    stoppedBy: `đã đọc tối đa ${maxPages} trang một lần`,
  };
}
