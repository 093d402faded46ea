import { API_URL, apiCall, apiPost, apiRecord, httpClient } from '../httpClient';
import type {
  AdjustBody,
  EntryRecord,
  LedgerCheck,
  Profile,
  ReverseBody,
  SystemTransferBody,
  TransactionRecord,
  TransferBody,
  WalletRecord,
} from '../answers';

type Id = number | string;

/** Profiles, wallets and money moves; each move names its attempt with an Idempotency-Key. */
export const walletActions = {
  getProfile: (userId: Id) => apiCall<Profile>(`/profiles/${userId}`),
  getUserWallet: (userId: Id) => apiCall<WalletRecord>(`/users/${userId}/wallet`),
  getWallet: (walletId: Id) => apiCall<WalletRecord>(`/wallets/${walletId}`),
  getTransaction: (transactionId: Id) =>
    apiRecord<TransactionRecord>(`/transactions/${transactionId}`),
  /** Who a transfer to this e-mail would reach (refused like the transfer itself). */
  getTransferRecipient: (email: string) =>
    apiCall<{ name: string; email: string }>(
      `/wallets/transfer/recipient?email=${encodeURIComponent(email)}`,
    ),
  transfer: (body: TransferBody, key: string) =>
    apiPost<TransactionRecord>('/wallets/transfer', body, key),
  adjustWallet: (walletId: Id, body: AdjustBody, key: string) =>
    apiPost<TransactionRecord>(`/wallets/${walletId}/adjust`, body, key),
  reverseTransaction: (transactionId: Id, body: ReverseBody, key: string) =>
    apiPost<TransactionRecord>(`/transactions/${transactionId}/reverse`, body, key),
  systemTransfer: (body: SystemTransferBody, key: string) =>
    apiPost<TransactionRecord>('/system-wallets/transfer', body, key),
  /** A wallet's newest `count` entries, and how many it has in all. */
  async getWalletEntries(walletId: Id, count: number) {
    const range = encodeURIComponent(JSON.stringify([0, count - 1]));
    const { json, headers } = await httpClient(
      `${API_URL}/wallets/${walletId}/entries?range=${range}`,
    );
    const total = Number(headers.get('content-range')?.split('/').pop() ?? 0);
    return { entries: json as EntryRecord[], total };
  },
  checkLedger: () => apiCall<LedgerCheck>('/ledger/check'),
};
