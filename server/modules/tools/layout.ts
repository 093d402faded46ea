import {
  COLLAGE_LIMITS,
  PREVIEW_TILE_SIZE,
  PREVIEW_WATERMARK,
  type CollageChoice,
  type ToolOptions,
} from '../../../common/tools';
import type { CollageLayout } from './composer';

/** final: what was paid for; preview: small and stamped; free: full size but stamped (test1). */
export type CollageMode = 'final' | 'preview' | 'free';

/** The user's choice over the tool's defaults. */
export function layoutFor(
  tool: { options: ToolOptions },
  choice: CollageChoice,
  mode: CollageMode,
): CollageLayout {
  const defaults = tool.options;
  const title = (choice.title ?? defaults.title).trim();
  const layout: CollageLayout = {
    columns: choice.columns ?? defaults.columns,
    tileSize: choice.tileSize ?? defaults.tileSize,
    gap: choice.gap ?? COLLAGE_LIMITS.defaultGap,
    background: choice.background ?? defaults.background,
    ...(title && { title }),
    captions: choice.captions ?? false,
  };
  if (mode === 'final') {
    return defaults.watermark ? { ...layout, watermark: defaults.watermark } : layout;
  }
  if (mode === 'free') return { ...layout, watermark: PREVIEW_WATERMARK };
  const scale = Math.min(1, PREVIEW_TILE_SIZE / layout.tileSize);
  return {
    ...layout,
    tileSize: Math.round(layout.tileSize * scale),
    gap: Math.round(layout.gap * scale),
    watermark: PREVIEW_WATERMARK,
  };
}
