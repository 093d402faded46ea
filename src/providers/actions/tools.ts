import { apiBlob, apiCall, apiPost } from '../httpClient';
import type { Identifier } from 'react-admin';
import type { CollageBody, Preview, Run, Task, ToolUsage } from '../answers';
import type { SkinMatchAnswer } from '../../../common/schemas/skinMatch';

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
  /** An account's pasted list, or a checker's CSV text, matched to the catalogue. */
  matchSkins: (body: { text: string } | { csv: string; column?: string }) =>
    apiPost<SkinMatchAnswer>('/skins/match', body),
  getRun: (runId: number | string) => apiCall<Run>(`/runs/${runId}`),
  getTask: (taskId: number | string) => apiCall<Task>(`/tasks/${taskId}`),
  /** How many runs and tasks the tools have (a used tool cannot be deleted). */
  toolUsage: (ids: Identifier[]) => apiCall<ToolUsage>(`/tools/usage?ids=${ids.join(',')}`),
  /** A result picture is private: fetched with the bearer token, shown from a blob URL. */
  getResultImage: (url: string) => apiBlob(url),
};
