import { createHash } from 'node:crypto';
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { statementFontPlugin } from './scripts/statement-font';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string) => join(repoRoot, path);

// The manifest at the repo root is the single source of truth; vite-plugin-pwa emits it
// (as /manifest.webmanifest) and links it from index.html.
const manifest = JSON.parse(readFileSync(fromRoot('manifest.webmanifest'), 'utf8'));

const iconsDir = fromRoot('icons');
const iconFiles = readdirSync(iconsDir).filter((name) => name.endsWith('.png'));

/**
 * Serves the top-level icons/ folder at /icons/* in dev and copies it to dist/web/icons in the
 * build. A plugin rather than `publicDir`, because the icons must keep their /icons/ prefix and
 * the repo root cannot be the public folder.
 */
function iconsFolder(): Plugin {
  return {
    name: 'grouppurse:icons',
    configureServer(server) {
      server.middlewares.use('/icons', (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (!iconFiles.includes(name)) return next();
        res.setHeader('Content-Type', 'image/png');
        res.setHeader('Content-Length', String(statSync(join(iconsDir, name)).size));
        createReadStream(join(iconsDir, name)).pipe(res);
      });
    },
    generateBundle() {
      for (const name of iconFiles) {
        this.emitFile({ type: 'asset', fileName: `icons/${name}`, source: readFileSync(join(iconsDir, name)) });
      }
    },
  };
}

/**
 * Builds the light service worker (web/sw/first-visit-worker.ts) into <outDir>/sw-first-visit.js
 * after the app: a classic script of its own, about 1 KB, rather than the full worker (workbox,
 * the sync engine, the precache list). It is given a hash of the built index.html, so each build
 * makes a new script and the browser installs the new shell.
 */
function firstVisitWorker(): Plugin {
  let outDir = '';
  return {
    name: 'grouppurse:first-visit-worker',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolved.build.outDir;
    },
    async closeBundle() {
      const revision = createHash('md5').update(readFileSync(join(outDir, 'index.html'))).digest('hex');
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __INDEX_REVISION__: JSON.stringify(revision) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: false,
          lib: { entry: fromRoot('web/sw/first-visit-worker.ts'), formats: ['iife'], name: 'gpFirstVisitWorker', fileName: () => 'sw-first-visit.js' },
        },
      });
    },
  };
}

// The icons are outside Vite's public folder, so vite-plugin-pwa cannot find them to precache
// (includeManifestIcons globs publicDir). List them here with a content hash as revision.
const iconPrecacheEntries = iconFiles.map((name) => ({
  url: `icons/${name}`,
  revision: createHash('md5').update(readFileSync(join(iconsDir, name))).digest('hex'),
}));

const config = {
  root: fromRoot('web'),
  publicDir: false,
  build: {
    outDir: fromRoot('dist/web'),
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // jsPDF (the statement PDF) imports these lazily for its html() and SVG helpers, which the
      // statement never calls. Left out, they are neither built nor precached by the service
      // worker (about 105 KiB gzip every phone would download for nothing).
      external: ['html2canvas', 'dompurify', 'canvg'],
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromRoot('web/routes'),
      generatedRouteTree: fromRoot('web/routeTree.gen.ts'),
    }),
    react(),
    tailwindcss(),
    iconsFolder(),
    statementFontPlugin(),
    firstVisitWorker(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,ico}'],
        // The light worker is never part of the full one's app shell.
        globIgnores: ['**/node_modules/**/*', 'sw-first-visit.js'],
        additionalManifestEntries: iconPrecacheEntries,
      },
    }),
  ],
} satisfies UserConfig;

export default defineConfig(({ command }) => {
  // A build is always the production build, whatever NODE_ENV the caller's shell has: with
  // NODE_ENV=development Vite would bundle React's development build (about 3x the bytes) and the
  // first-load budget would fail. Vite reads NODE_ENV after this config is loaded, as its own
  // warning advises ("set it in the Vite config instead").
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
