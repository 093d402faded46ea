import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../providers/httpClient';

/** One side of a transaction, as the API names it. */
export interface Party {
  walletId: number;
  userId: number | null;
  code: string | null;
  name: string;
  email: string | null;
}

export interface TransactionRecord {
  id: number;
  type: string;
  amount: number;
  memo: string;
  createdAt: string;
  from: Party;
  to: Party;
}

export interface EntryRecord {
  id: number;
  transactionId: number;
  amount: number;
  balanceAfter: number;
  createdAt: string;
  type: string;
  memo: string;
  counterparty: Party;
}

export interface WalletRecord {
  id: number;
  userId: number | null;
  code: string | null;
  name: string;
  balance: number;
  ownerName: string | null;
  ownerEmail: string | null;
}

export interface Profile {
  id: number;
  email: string;
  name: string;
  avatarUrl: string | null;
  disabled: boolean;
  groups: { id: number; name: string }[];
  walletId: number | null;
  balance: number;
}

/** A `{ data }` endpoint read through react-admin's own query client; null waits. */
export function useApi<T>(path: string | null) {
  return useQuery({
    queryKey: ['beli', path],
    queryFn: () => apiCall<T>(path!),
    enabled: path !== null,
    retry: false,
  });
}

/** After money moved, every balance, wallet and list on screen is read again. */
export function useRefreshMoney() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

/** A money-moving POST: the key names this attempt, so a repeated click moves money once. */
export function postMoney<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  return apiCall<T>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: new Headers({ 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey }),
  });
}

/** The message and field errors the API answered, from react-admin's HttpError. */
export function apiError(error: unknown): { message: string; errors: Record<string, string> } {
  const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
  return {
    message: body?.message ?? (error as Error).message ?? 'Đã có lỗi xảy ra',
    errors: body?.errors ?? {},
  };
}

export const httpStatus = (error: unknown) => (error as { status?: number } | null)?.status;

export const formatDate = (iso: string) => new Date(iso).toLocaleString('vi-VN');
