import { apiBlob, apiCall, apiPost } from '../httpClient';
import type { CollageBody, Preview, Run, Task } from '../answers';

/** The picture tools: a charged run or task names its attempt with an Idempotency-Key. */
export const toolActions = {
  submitRun: (toolId: number, body: CollageBody, key: string) =>
    apiPost<Run>(`/tools/${toolId}/runs`, body, key),
  submitTask: (toolId: number, body: CollageBody, key: string) =>
    apiPost<Task>(`/tools/${toolId}/tasks`, body, key),
  startSampleTask: (toolId: number, key: string) =>
    apiPost<Task>(`/tools/${toolId}/sample-tasks`, {}, key),
  previewCollage: (toolId: number, body: CollageBody) =>
    apiPost<Preview>(`/tools/${toolId}/preview`, body),
  getRun: (runId: number | string) => apiCall<Run>(`/runs/${runId}`),
  getTask: (taskId: number | string) => apiCall<Task>(`/tasks/${taskId}`),
  /** A result picture is private: fetched with the bearer token, shown from a blob URL. */
  getResultImage: (url: string) => apiBlob(url),
};
