/**
 * Draws receipts with the machine's Chromium: a page rendered at a phone's width and pixel ratio
 * (a screenshot), or a screenshot shown on a phone lying on a surface, tilted, blurred, grainy and
 * lit by glare, saved as a low-quality JPEG (a photo of a screen). Nothing leaves the machine: the
 * pages and fonts are served from memory through page.route.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Capture, PhotoParams } from './corpus-plan';
import { findDrawnBoxes, type DrawnBoxes, type DrawnField } from './drawn-boxes';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const ORIGIN = 'http://receipt.test';

const notoDir = dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/package.json'));
const FONT_FILES: Record<string, Buffer> = {
  '/fonts/400.ttf': readFileSync(join(notoDir, '400Regular/NotoSans_400Regular.ttf')),
  '/fonts/700.ttf': readFileSync(join(notoDir, '700Bold/NotoSans_700Bold.ttf')),
};

/**
 * Starts the machine's Chromium for drawing receipts.
 * @example const browser = await launchChromium(); await browser.close();
 */
export const launchChromium = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

type Files = Record<string, { body: Buffer | string; type: string }>;

/**
 * A page that draws one image after another: one per browser, viewport and pixel ratio, made on
 * first use and kept until the browser closes. A new context for every image started a renderer
 * process each time: 450 ms of the 940 ms a screenshot took, on this 2-core machine. Each drawing
 * is a navigation to a new address of the same origin (the fonts stay in its cache); its files
 * are served from memory, and every other request is refused, so nothing reaches the network.
 * Drawings on one canvas take turns.
 */
interface Canvas { page: Page; files: Files; drawings: number; turn: Promise<unknown> }
const canvases = new WeakMap<Browser, Map<string, Promise<Canvas>>>();

function canvasFor(browser: Browser, viewport: { width: number; height: number }, deviceScaleFactor: number): Promise<Canvas> {
  let ofBrowser = canvases.get(browser);
  if (!ofBrowser) canvases.set(browser, (ofBrowser = new Map()));
  const key = `${viewport.width}x${viewport.height}@${deviceScaleFactor}`;
  let canvas = ofBrowser.get(key);
  if (!canvas) {
    canvas = (async () => {
      const context = await browser.newContext({ viewport, deviceScaleFactor });
      const page = await context.newPage();
      const made: Canvas = { page, files: {}, drawings: 0, turn: Promise.resolve() };
      await page.route('**/*', (route) => {
        const path = new URL(route.request().url()).pathname;
        const file = made.files[path] ?? (FONT_FILES[path] ? { body: FONT_FILES[path]!, type: 'font/ttf' } : undefined);
        return file ? route.fulfill({ body: file.body, contentType: file.type }) : route.abort();
      });
      return made;
    })();
    ofBrowser.set(key, canvas);
  }
  return canvas;
}

/** Runs `draw` on the canvas once the drawing before it on that canvas is done, with `files` served and the page at a fresh address. */
async function drawOn<T>(canvas: Canvas, files: (drawing: number) => Files, draw: (page: Page, drawing: number) => Promise<T>): Promise<T> {
  const mine = canvas.turn.then(async () => {
    const drawing = ++canvas.drawings;
    canvas.files = files(drawing);
    await canvas.page.goto(`${ORIGIN}/?drawing=${drawing}`);
    return draw(canvas.page, drawing);
  });
  canvas.turn = mine.catch(() => undefined);
  return mine;
}

/**
 * A full-page screenshot of a receipt page as a phone of that width and pixel ratio saves it.
 * @example await screenshot(browser, html, { cssWidth: 360, dpr: 3, format: 'png', quality: 90 }) // a 1080 px wide PNG
 */
export async function screenshot(browser: Browser, pageHtml: string, capture: Capture): Promise<Buffer> {
  return (await screenshotWithBoxes(browser, pageHtml, capture, null)).image;
}

/**
 * The screenshot and where the given texts were drawn on it (fractions of the image), measured
 * on the same page before it is captured.
 * @example const { image, boxes } = await screenshotWithBoxes(browser, html, capture, { amount: '₦25,000.00', reference: null, sessionId: null, paidAt: null });
 */
export async function screenshotWithBoxes(browser: Browser, pageHtml: string, capture: Capture, texts: Record<DrawnField, string | null> | null): Promise<{ image: Buffer; boxes: DrawnBoxes | null }> {
  const canvas = await canvasFor(browser, { width: capture.cssWidth, height: Math.round(capture.cssWidth * 1.9) }, capture.dpr);
  return drawOn(canvas, () => ({ '/': { body: pageHtml, type: 'text/html' } }), async (page) => {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const boxes = texts ? await findDrawnBoxes(page, texts) : null;
    const image = await page.screenshot({ fullPage: true, type: capture.format, ...(capture.format === 'jpeg' ? { quality: capture.quality } : {}) });
    return { image, boxes };
  });
}

// A portrait photo as WhatsApp sends it (about 1600 px on the long side).
const FRAME = { width: 1080, height: 1600 };

/** The photo scene: the shot inside a phone bezel on a surface, then glare, then seeded grain over everything. */
function photoPage(p: PhotoParams, shotUrl: string): string {
  return `<!doctype html><html><body style="margin:0;width:${FRAME.width}px;height:${FRAME.height}px;overflow:hidden;background:${p.background}">
<div style="position:absolute;left:50%;top:50%;transform:translate(-50%,-50%) perspective(1400px) rotateX(${p.rotateX}deg) rotateY(${p.rotateY}deg) rotate(${p.rotate}deg);
 padding:16px 12px 28px;background:#0d0d0d;border-radius:34px;box-shadow:0 30px 60px rgba(0,0,0,.55)">
 <img id="shot" src="${shotUrl}" style="display:block;filter:blur(${p.blur}px) brightness(.96) contrast(.92)"></div>
<div style="position:absolute;inset:0;background:radial-gradient(circle at ${p.glareAt[0]}% ${p.glareAt[1]}%,rgba(255,255,255,${p.glare}),transparent 42%)"></div>
<canvas id="grain" width="${FRAME.width}" height="${FRAME.height}" style="position:absolute;inset:0"></canvas>
<script>
let s = ${p.seed} >>> 0;
const rand = () => { s = (s + 0x6d2b79f5) >>> 0; let t = s; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
const c = document.getElementById('grain').getContext('2d');
const img = c.createImageData(${FRAME.width}, ${FRAME.height});
for (let i = 0; i < img.data.length; i += 4) { const v = rand() * 255; img.data[i] = v; img.data[i + 1] = v; img.data[i + 2] = v; img.data[i + 3] = ${Math.round(p.grain * 255)}; }
c.putImageData(img, 0, 0);
const shot = document.getElementById('shot');
(shot.complete ? Promise.resolve() : new Promise((r) => shot.onload = r)).then(() => {
  // The phone fills most of the photo, whatever the screenshot's pixel size (people hold the camera close).
  const scale = Math.min(${FRAME.width * 0.8} / shot.naturalWidth, ${FRAME.height * 0.86} / shot.naturalHeight);
  shot.style.width = shot.naturalWidth * scale + 'px';
  shot.style.height = shot.naturalHeight * scale + 'px';
  requestAnimationFrame(() => { document.body.dataset.ready = '1'; });
});
</script></body></html>`;
}

/**
 * A photo of a phone showing `shot`: tilted, blurred, grainy, glared, cropped and saved as JPEG.
 * @example await photograph(browser, png, photoParams(seeded(1))) // a 1080x1600-ish JPEG
 */
export async function photograph(browser: Browser, shot: Buffer, p: PhotoParams): Promise<Buffer> {
  const canvas = await canvasFor(browser, FRAME, 1);
  const type = shot[0] === 0x89 ? 'image/png' : 'image/jpeg';
  // The shot at an address of this drawing's own, so no earlier shot is taken from the cache.
  return drawOn(canvas, (drawing) => ({ '/': { body: photoPage(p, `/shot-${drawing}`), type: 'text/html' }, [`/shot-${drawing}`]: { body: shot, type } }), async (page) => {
    await page.waitForFunction(() => document.body.dataset.ready === '1');
    const [top, right, bottom, left] = p.crop.map((f, i) => Math.round(f * (i % 2 === 0 ? FRAME.height : FRAME.width))) as [number, number, number, number];
    const clip = { x: left, y: top, width: FRAME.width - left - right, height: FRAME.height - top - bottom };
    return page.screenshot({ type: 'jpeg', quality: p.quality, clip });
  });
}
