import type { CollageChoice, TaskStatus, ToolOptions, ToolType } from '../../../common/tools';
import { API_URL, apiCall, tokenStore } from '../../providers/httpClient';

export interface Tool {
  id: number;
  type: ToolType;
  name: string;
  description: string;
  price: number;
  active: boolean;
  options: ToolOptions;
}

interface ResultBase {
  id: number;
  toolId: number;
  price: number;
  transactionId: number | null;
  width: number | null;
  height: number | null;
  tileCount: number;
  createdAt: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
}

export type Run = ResultBase;

export interface Task extends ResultBase {
  status: TaskStatus;
  progress: number;
  free: boolean;
  error: string | null;
  refundTransactionId: number | null;
}

export interface CollageBody {
  skinIds: number[];
  uploadIds: string[];
  options: CollageChoice;
}

const post = <T>(path: string, body: unknown, key?: string) =>
  apiCall<T>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: new Headers({
      Accept: 'application/json',
      ...(key && { 'Idempotency-Key': key }),
    }),
  });

export const submitRun = (toolId: number, body: CollageBody, key: string) =>
  post<Run>(`/tools/${toolId}/runs`, body, key);
export const submitTask = (toolId: number, body: CollageBody, key: string) =>
  post<Task>(`/tools/${toolId}/tasks`, body, key);
export const startSampleTask = (toolId: number, key: string) =>
  post<Task>(`/tools/${toolId}/sample-tasks`, {}, key);
export const previewCollage = (toolId: number, body: CollageBody) =>
  post<{ image: string; width: number; height: number }>(`/tools/${toolId}/preview`, body);
export const fetchTask = (id: number) => apiCall<Task>(`/tasks/${id}`);
export const fetchRun = (id: number) => apiCall<Run>(`/runs/${id}`);

/** A result picture is private: fetched with the bearer token, shown from a blob URL. */
export async function fetchImageBlob(url: string): Promise<Blob> {
  const token = tokenStore.get();
  const response = await fetch(url.replace(/^\/api/, API_URL), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `HTTP ${response.status}`);
  }
  return response.blob();
}
