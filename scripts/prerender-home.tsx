/**
 * Writes the sign-in screen of `/` in each language for the server to put into its HTML
 * (shared/home-markup.ts): dist/web/.vite/home-markup.<locale>.html, beside the build's manifest. Run by `npm run build` after
 * `vite build` (node --import tsx): `node --import tsx scripts/prerender-home.tsx [webRoot]`.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_MARKUP_FILE, homeMarkupFragment } from '../shared/home-markup';
import { LOCALES } from '../shared/i18n/languages';
import { renderHomeScreen } from '../web/home-markup';

const webRoot = process.argv[2] ?? join(import.meta.dirname, '..', 'dist', 'web');
if (!existsSync(join(webRoot, '.vite'))) throw new Error(`${webRoot} has no .vite folder: run vite build first`);
for (const locale of LOCALES) {
  const out = join(webRoot, '.vite', HOME_MARKUP_FILE(locale));
  const screen = await renderHomeScreen(locale);
  // The screen's own words: a render that lost them (an error page, an empty route) is not written.
  if (!screen.includes('<form') || !screen.includes('GroupPurse')) throw new Error(`the home screen rendered without its form (${locale}):\n${screen.slice(0, 500)}`);
  writeFileSync(out, homeMarkupFragment(screen));
  console.log(`Home screen markup: ${out} (${(Buffer.byteLength(screen) / 1024).toFixed(1)} KiB)`);
}
