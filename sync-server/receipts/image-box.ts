import type { OcrBox } from './ocr-engine';

/**
 * A rectangle on a proof image as fractions (0..1) of the upright image's width and height (after
 * EXIF rotation), so it means the same place whatever size the image is read or shown at.
 */
export interface ImageBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * An OCR box in the prepared image's pixels as fractions of the image. prepareImage only rotates
 * and scales uniformly (no crop, no padding), so dividing by its size is the whole mapping.
 * @example fractionOf({ x0: 100, y0: 50, x1: 300, y1: 90 }, { width: 1000, height: 2000 }) // { x0: 0.1, y0: 0.025, x1: 0.3, y1: 0.045 }
 */
export function fractionOf(box: OcrBox, size: { width: number; height: number }): ImageBox {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return { x0: clamp(box.x0 / size.width), y0: clamp(box.y0 / size.height), x1: clamp(box.x1 / size.width), y1: clamp(box.y1 / size.height) };
}

/**
 * The smallest box around all of them, or null for none.
 * @example unionOf([{ x0: 0, y0: 0, x1: 5, y1: 5 }, { x0: 3, y0: 4, x1: 9, y1: 6 }]) // { x0: 0, y0: 0, x1: 9, y1: 6 }
 */
export function unionOf(boxes: readonly OcrBox[]): OcrBox | null {
  if (boxes.length === 0) return null;
  return {
    x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)),
  };
}
