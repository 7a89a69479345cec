// Renders the GroupPurse SVG icons in icons/ to the PNG sizes the PWA needs.
// Usage: node scripts/make-icons.mjs
// Needs playwright-core (devDependency) and a Chromium at /usr/bin/chromium
// (override with CHROMIUM_PATH).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const iconsDir = join(root, 'icons');

const THEME = '#0f7a4a';

/**
 * out: file name in icons/, src: SVG in icons/, size: px,
 * transparent: keep alpha (omitBackground), background: css colour under the SVG.
 */
const targets = [
  { out: 'icon-192.png', src: 'icon.svg', size: 192, transparent: true },
  { out: 'icon-512.png', src: 'icon.svg', size: 512, transparent: true },
  { out: 'icon-maskable-512.png', src: 'icon-maskable.svg', size: 512, transparent: false, background: THEME },
  // iOS adds its own rounded corners and shows transparency as black: make it opaque, full bleed.
  { out: 'apple-touch-icon-180.png', src: 'icon-maskable.svg', size: 180, transparent: false, background: THEME },
  { out: 'badge-96.png', src: 'badge.svg', size: 96, transparent: true },
  { out: 'favicon-32.png', src: 'icon.svg', size: 32, transparent: true },
];

function html(svg, size, background) {
  // Force the SVG's rendered size to exactly size x size.
  const sized = svg
    .replace(/<\?xml[^>]*>\s*/, '')
    .replace(/<svg\b([^>]*?)\swidth="[^"]*"/, '<svg$1')
    .replace(/<svg\b([^>]*?)\sheight="[^"]*"/, '<svg$1')
    .replace(/<svg\b/, `<svg width="${size}" height="${size}"`);
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;width:${size}px;height:${size}px;overflow:hidden;background:${background};}
svg{display:block;width:${size}px;height:${size}px;}
</style></head><body>${sized}</body></html>`;
}

function pngSize(buf) {
  // PNG signature (8 bytes) + IHDR length/type (8 bytes), then width and height.
  if (buf.readUInt32BE(12) !== 0x49484452) throw new Error('not a PNG (no IHDR)');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  for (const t of targets) {
    const svg = await readFile(join(iconsDir, t.src), 'utf8');
    const context = await browser.newContext({
      viewport: { width: t.size, height: t.size },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.setContent(html(svg, t.size, t.transparent ? 'transparent' : t.background), {
      waitUntil: 'load',
    });
    const path = join(iconsDir, t.out);
    await page.screenshot({ path, omitBackground: t.transparent, type: 'png' });
    await context.close();

    const { width, height } = pngSize(await readFile(path));
    if (width !== t.size || height !== t.size) {
      throw new Error(`${t.out}: got ${width}x${height}, expected ${t.size}x${t.size}`);
    }
    console.log(`icons/${t.out}  ${width}x${height}  <- icons/${t.src}`);
  }
} finally {
  await browser.close();
}
