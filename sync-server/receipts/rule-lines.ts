/**
 * Whitens the ruled lines of a receipt (a table's borders, a card's edge, a separator) in a
 * prepared greyscale image. Tesseract takes text boxed in by dark rules for a picture and reads
 * none of it (measured: a bordered table receipt read as two words). A rule is a thin run of dark
 * pixels far longer than any glyph's stroke: horizontal runs of at least half the width, vertical
 * runs of at least a quarter of the height (shorter vertical limits also took a photographed
 * phone's bezel edges and cost two fixed-layout photos their references).
 */
const DARK = 160;
// A rule is thin; a dark band thicker than this is a filled box (a coloured footer whose whole
// area differs from the page), whose text must stay.
const MAX_THICKNESS = 4;

/**
 * Whitens long horizontal and vertical runs of dark pixels in place; returns the image.
 * @example removeRuleLines(grey, width, height)
 */
export function removeRuleLines(grey: Buffer, width: number, height: number): Buffer {
  const minAcross = Math.max(60, Math.round(width / 2));
  const minDown = Math.max(200, Math.round(height / 4));
  // Marked first, whitened after: a glyph crossing a rule keeps its pixels off the rule.
  const rule = new Uint8Array(grey.length);
  for (let y = 0; y < height; y += 1) {
    let start = -1;
    for (let x = 0; x <= width; x += 1) {
      const dark = x < width && (grey[y * width + x] ?? 255) < DARK;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        if (x - start >= minAcross) for (let at = start; at < x; at += 1) if (thickness(grey, width, height, at, y, 0, 1) <= MAX_THICKNESS) rule[y * width + at] = 1;
        start = -1;
      }
    }
  }
  for (let x = 0; x < width; x += 1) {
    let start = -1;
    for (let y = 0; y <= height; y += 1) {
      const dark = y < height && (grey[y * width + x] ?? 255) < DARK;
      if (dark && start < 0) start = y;
      if (!dark && start >= 0) {
        if (y - start >= minDown) for (let at = start; at < y; at += 1) if (thickness(grey, width, height, x, at, 1, 0) <= MAX_THICKNESS) rule[at * width + x] = 1;
        start = -1;
      }
    }
  }
  for (let i = 0; i < grey.length; i += 1) if (rule[i]) grey[i] = 255;
  return grey;
}

/** How many dark pixels in a row across (dx, dy) the pixel at (x, y) sits in, counted up to MAX_THICKNESS + 1. */
function thickness(grey: Buffer, width: number, height: number, x: number, y: number, dx: number, dy: number): number {
  let count = 1;
  for (const sign of [-1, 1]) {
    for (let step = 1; count <= MAX_THICKNESS; step += 1) {
      const [px, py] = [x + sign * step * dx, y + sign * step * dy];
      if (px < 0 || py < 0 || px >= width || py >= height || (grey[py * width + px] ?? 255) >= DARK) break;
      count += 1;
    }
  }
  return count;
}
