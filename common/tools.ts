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
  /** An account showcase is priced per card, for at least this many cards. */
  minCards?: number;
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

export const SHOWCASE_FRAMES = ['default', 'gold'] as const;
export type ShowcaseFrame = (typeof SHOWCASE_FRAMES)[number];

/**
 * An account showcase instead of a free-form collage: the header's figures the member adds (the
 * hero and skin counts come from the list), the frame and brightness, and the cards' order.
 */
export interface ShowcaseChoice {
  frame?: ShowcaseFrame;
  /** 1 as the pictures are. */
  brightness?: number;
  /** value: the most valuable label first, then by hero; given: the order of `skinIds`. */
  order?: 'value' | 'given';
  rank?: string;
  level?: number;
  /** Quân huy. */
  vouchers?: number;
  /** Giấy cuộn. */
  scrolls?: number;
  code?: string;
  /** The member's own uploads. */
  avatar?: string;
  overview?: string;
}

export const SHOWCASE_LIMITS = {
  maxCards: 600,
  defaultCardWidth: 200,
  brightness: { min: 0.5, max: 1.5 },
  defaultMinCards: 10,
} as const;

type PricedTool = { price: number; options: Pick<ToolOptions, 'minCards'> };
type PricedRequest = { skinIds: readonly unknown[]; showcase?: unknown };

/** The fewest cards a showcase of this tool is charged for. */
export const minimumCards = (tool: PricedTool) =>
  tool.options.minCards ?? SHOWCASE_LIMITS.defaultMinCards;

/** How many cards a showcase is charged for: its own, or the tool's minimum. */
export const chargedCards = (tool: PricedTool, request: PricedRequest) =>
  Math.max(request.skinIds.length, minimumCards(tool));

/**
 * What a run or task costs: a collage the tool's price; a showcase the tool's price a card, for
 * at least the tool's minimum count. The page quotes it before anything is charged.
 */
export function quotePrice(tool: PricedTool, request: PricedRequest): number {
  return request.showcase ? tool.price * chargedCards(tool, request) : tool.price;
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
