/** The picture-merging tools: what both the app and the server need to agree on. */
export const TOOL_TYPES = ['ghep-anh', 'ghep-anh-2'] as const;
export type ToolType = (typeof TOOL_TYPES)[number];

export const TASK_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** An admin's defaults for every run of a tool. */
export interface ToolOptions {
  columns: number;
  tileSize: number;
  background: string;
  /** Printed above the collage unless the user gives another title. */
  title: string;
  /** Stamped across every result of the tool; empty for none. */
  watermark: string;
}

/** What the user chooses for one run, task or preview; missing fields take the tool's. */
export interface CollageChoice {
  columns?: number;
  tileSize?: number;
  gap?: number;
  background?: string;
  title?: string;
  captions?: boolean;
}

export const COLLAGE_LIMITS = {
  maxTiles: 200,
  maxSide: 8192,
  maxUploads: 50,
  columns: { min: 1, max: 50 },
  tileSize: { min: 32, max: 1024 },
  gap: { min: 0, max: 64 },
  defaultGap: 8,
} as const;

/** The free preview's tile size: small enough to answer at once. */
export const PREVIEW_TILE_SIZE = 96;
export const PREVIEW_WATERMARK = 'BELI • XEM TRƯỚC';
