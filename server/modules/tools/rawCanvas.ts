/** Pixels laid into a raw sRGB canvas (3 bytes a pixel) on the JavaScript thread. */

/** Raw pixels of a small picture: 3 bytes a pixel (opaque) or 4 (with alpha). */
export interface Sprite {
  data: Buffer;
  width: number;
  height: number;
}

/** Copies opaque `pixels` (3 bytes a pixel) into the canvas at (left, top). */
export function paste(
  canvas: Buffer,
  canvasWidth: number,
  pixels: Sprite,
  left: number,
  top: number,
) {
  const { data, width, height } = pixels;
  const rowBytes = width * 3;
  for (let row = 0; row < height; row++) {
    data.copy(canvas, ((top + row) * canvasWidth + left) * 3, row * rowBytes, (row + 1) * rowBytes);
  }
}

/**
 * The levels that scale every channel by `factor`, as a brightness: 1.1 is 10 % brighter. As
 * libvips' `linear` does it: in single precision, the fraction dropped. Held for two bytes at
 * once (a 16-bit word, either byte order), half the lookups of one byte at a time.
 */
export function scaledLevels(factor: number) {
  const single = Float32Array.of(factor)[0]!;
  const byte = Uint8Array.from({ length: 256 }, (_, value) =>
    Math.min(255, Math.floor(Math.fround(value * single))),
  );
  return Uint16Array.from(
    { length: 65536 },
    (_, word) => byte[word & 255]! | (byte[word >> 8]! << 8),
  );
}

/** Passes every byte of `data` through `levels` (from scaledLevels), in place. */
export function applyLevels(data: Buffer, levels: Uint16Array) {
  const aligned = data.byteOffset % 2 === 0;
  const words = aligned ? new Uint16Array(data.buffer, data.byteOffset, data.length >> 1) : null;
  if (words) for (let i = 0; i < words.length; i++) words[i] = levels[words[i]!]!;
  for (let i = words ? words.length * 2 : 0; i < data.length; i++)
    data[i] = levels[data[i]!]! & 255;
}

/** A rectangle of the canvas, in px. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Lays `sprite` (4 bytes a pixel) over the canvas at (left, top) by its alpha, only inside
 * `within` (the whole sprite unless given). Done here rather than by sharp's composite, which
 * costs each card more than decoding and resizing its picture.
 */
export function blend(
  canvas: Buffer,
  canvasWidth: number,
  sprite: Sprite,
  left: number,
  top: number,
  within: Box = { left, top, width: sprite.width, height: sprite.height },
) {
  const { data, width } = sprite;
  const [fromX, toX] = [
    Math.max(left, within.left),
    Math.min(left + width, within.left + within.width),
  ];
  const [fromY, toY] = [
    Math.max(top, within.top),
    Math.min(top + sprite.height, within.top + within.height),
  ];
  for (let y = fromY; y < toY; y++) {
    let to = (y * canvasWidth + fromX) * 3;
    const rowStart = ((y - top) * width - left) * 4;
    for (
      let from = rowStart + fromX * 4, end = rowStart + toX * 4;
      from < end;
      from += 4, to += 3
    ) {
      const alpha = data[from + 3]!;
      if (alpha === 0) continue;
      for (let c = 0; c < 3; c++) {
        canvas[to + c] = Math.round(
          (data[from + c]! * alpha + canvas[to + c]! * (255 - alpha)) / 255,
        );
      }
    }
  }
}
