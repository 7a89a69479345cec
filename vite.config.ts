import { createHash } from 'node:crypto';
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

/**
 * A modulepreload in index.html for the router's chunk and its imports: main.tsx imports it
 * dynamically (the public group landing paints before it), and every other page needs it at
 * once, so it downloads beside the entry rather than after it. The public group pages that
 * paint first are served without these links (sync-server/http/public-page.ts).
 */
function preloadRouter(): Plugin {
  return {
    name: 'grouppurse:preload-router',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const router = chunks.find((chunk) => chunk.facadeModuleId === fromRoot('web/router.tsx'));
        if (!router) throw new Error('preload-router: no chunk for web/router.tsx');
        // The entry and its imports get their own tags from Vite.
        const chunkOf = (file: string) => chunks.find((chunk) => chunk.fileName === file);
        const ofEntry = new Set<string>();
        const visitEntry = (file: string) => {
          if (ofEntry.has(file)) return;
          ofEntry.add(file);
          chunkOf(file)?.imports.forEach(visitEntry);
        };
        chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visitEntry(chunk.fileName));
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || ofEntry.has(file)) return;
          files.add(file);
          chunkOf(file)?.imports.forEach(visit);
        };
        visit(router.fileName);
        const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
        return html.replace('</head>', () => `  ${links}\n  </head>`);
      },
    },
  };
}

/**
 * The public group landing's first paint (web/public-first-paint) in one chunk, and the entry's
 * own modules in one more: a WhatsApp link on 2G pays 800 ms per request, and left to itself the
 * bundler splits what they share with the routes into some twenty small files. Each set is the
 * static import closure of its module, found once the module graph is known (buildEnd); the
 * entry's holds React, the first paint's only our own modules the entry does not hold.
 */
/** A feature's one entry (web/features/<name>/index.ts): re-exports only, no code of its own. */
const FEATURE_ENTRY = /[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * The modules `importer` actually reaches through a feature's entry: those whose exports it
 * imports by name. Following the entry's every re-export instead would put the whole feature in
 * each chunk that uses one piece of it (the join wizard's code step would bring the sign-in page).
 */
function throughEntry(importer: string, entry: string, importedIdsOf: (id: string) => readonly string[]): string[] {
  const source = (file: string) => {
    try {
      return readFileSync(file.split('?')[0]!, 'utf8');
    } catch {
      return '';
    }
  };
  const entryDir = dirname(entry);
  const names = new Set(
    [...source(importer).matchAll(/import\s+\{([^}]*)\}\s*from\s*'([^']+)'/g)]
      .filter((m) => resolve(dirname(importer.split('?')[0]!), m[2]!) === entryDir)
      .flatMap((m) => m[1]!.split(',').map((n) => n.trim()).filter((n) => n !== '' && !n.startsWith('type ')).map((n) => n.split(/\s+as\s+/)[0]!)),
  );
  const reached: string[] = [];
  const targets = importedIdsOf(entry);
  for (const m of source(entry).matchAll(/export\s+\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const exported = m[1]!.split(',').map((n) => n.trim().replace(/^type\s+/, ''));
    if (!exported.some((n) => names.has(n))) continue;
    const base = resolve(entryDir, m[2]!);
    const target = targets.find((id) => id.split('?')[0]!.replace(/\.tsx?$/, '') === base);
    if (target) reached.push(target);
  }
  return reached;
}

function firstPaintChunks() {
  const firstPaint = new Set<string>();
  const noticeBoard = new Set<string>();
  const entry = new Set<string>();
  const start = new Set<string>();
  const signIn = new Set<string>();
  const signInForms = new Set<string>();
  // The compiled messages (shared/i18n/paraglide): the import closure would reach every message
  // through Paraglide's index, so messages are placed by who calls them instead: those the entry
  // or the first paint call go with them, those the router and the sign-in page call in one
  // chunk, the others in one chunk per catalogue area (what a screen says mostly comes from its
  // own area), rather than one small file each.
  const messagesDir = fromRoot('shared/i18n/paraglide/messages');
  const isMessage = (id: string) => id.startsWith(messagesDir);
  const messageFile = new Map<string, string>(); // message name -> its compiled module
  const calledBy = (id: string): string[] => {
    const file = id.split('?')[0]!;
    if (!/\.(tsx?|jsx?)$/.test(file) || file.includes('/node_modules/')) return [];
    let code: string;
    try {
      code = readFileSync(file, 'utf8');
    } catch {
      return [];
    }
    const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*paraglide\/messages\.js'/g)].flatMap((m) => m[1]!.split(',').map((n) => n.trim()).filter(Boolean));
    return names.map((name) => messageFile.get(name)).filter((file): file is string => file !== undefined);
  };
  const plugin: Plugin = {
    name: 'grouppurse:first-paint-chunks',
    apply: 'build',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        if (!isMessage(id)) continue;
        const code = readFileSync(id, 'utf8');
        for (const m of code.matchAll(/export \{ \w+ as "(\w+)" \}|export const (\w+) =/g)) messageFile.set((m[1] ?? m[2])!, id);
      }
      const closure = (from: string, into: Set<string>, stop: (id: string) => boolean) => {
        const visit = (id: string) => {
          if (into.has(id) || stop(id) || isMessage(id)) return;
          into.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
            // Through a feature's entry, only to the modules this file takes from it (see
            // throughEntry); the entry itself holds no code.
            if (FEATURE_ENTRY.test(imported)) {
              throughEntry(id, imported, (entryId) => this.getModuleInfo(entryId)?.importedIds ?? []).forEach(visit);
            } else visit(imported);
          }
          for (const message of calledBy(id)) into.add(message);
        };
        visit(from);
      };
      // What the router or the sign-in page ('/') needs of the first paint's modules too (the
      // page frame, the link seam, a button) is needed at once on every page: it goes with the entry.
      const ours = (id: string) => id.includes('/node_modules/') || id.startsWith('\0');
      const routerAlone = new Set<string>();
      closure(fromRoot('web/router.tsx'), routerAlone, ours);
      const router = new Set(routerAlone);
      for (const id of this.getModuleIds()) if (id.startsWith(fromRoot('web/routes/index.tsx'))) closure(id, router, ours);
      // The messages the router and the sign-in page call: one chunk, not a piece of each area's.
      for (const id of router) if (isMessage(id)) start.add(id);
      // So do those of the sign-in forms' checks, which load right after that page
      // (features/auth/lazy-resolver.ts): a whole area's chunk would come for one message.
      const checks = new Set<string>();
      closure(fromRoot('web/features/auth/auth-checks.ts'), checks, ours);
      for (const id of checks) if (isMessage(id)) start.add(id);
      // With React: the entry's chunk holds all it runs, so no chunk imports back into it.
      closure(fromRoot('web/main.tsx'), entry, () => false);
      closure(fromRoot('web/public-first-paint/FirstPaint.tsx'), firstPaint, (id) => entry.has(id) || ours(id));
      for (const id of firstPaint) if (router.has(id)) entry.add(id);
      for (const id of entry) firstPaint.delete(id);
      // A Custom URL's notice board (issue 27 §2), loaded beside the first paint on that page only:
      // its own modules and messages in one small chunk, not a share of whole message areas.
      closure(fromRoot('web/features/joining/landing/NoticeBoard.tsx'), noticeBoard, (id) => entry.has(id) || firstPaint.has(id) || ours(id));
      // The guests' form (issue 27 §4) is a chunk of its own, loaded on a tap: it is not the board's.
      for (const id of [...noticeBoard]) if (entry.has(id) || firstPaint.has(id)) noticeBoard.delete(id);
      // The sign-in page's own modules (its forms' fields, the code step, the auth calls): two
      // chunks, not twelve files of a few hundred bytes each shared with other screens. Those a
      // public page also loads before the router (the wizard's steps, the guests' form) go in
      // 'sign-in-forms', which imports nothing of the router: the other chunk does, and a tap on
      // 'Join Group' must not wait for it (first-paint.e2e.ts failed when they were one). The
      // route module keeps its own chunk (the server and report-size find it by name). `/` on
      // emulated 2G (bench/home-2g.ts, 4 rounds each, alternated) with 'router-kit': 28 → 15
      // files, usable 9,112 → 7,948 ms, first paint unchanged, 0.25 KiB more.
      const beforeRouter = new Set<string>();
      for (const id of [...firstPaint, ...noticeBoard]) for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) closure(lazy, beforeRouter, ours);
      for (const id of router) {
        if (isMessage(id) || ours(id) || routerAlone.has(id) || id.startsWith(fromRoot('web/routes/'))) continue;
        (beforeRouter.has(id) ? signInForms : signIn).add(id);
      }
    },
  };
  const area = (id: string) => (isMessage(id) ? id.slice(messagesDir.length + 1).match(/^([a-zA-Z]+)_/)?.[1] : undefined);
  const groups = [
    { name: 'first-paint', test: (id: string) => firstPaint.has(id) },
    // Paraglide's plural rules go with the entry too: the first paint's counts need them.
    { name: 'app-entry', test: (id: string) => entry.has(id) || id === fromRoot('shared/i18n/paraglide/registry.js') },
    { name: 'notice-board', test: (id: string) => noticeBoard.has(id) },
    { name: 'messages-start', test: (id: string) => start.has(id) && !entry.has(id) && !firstPaint.has(id) },
    // The router's library (TanStack and its store's selector shim) in one chunk: left to itself
    // the bundler cuts it into seven, each piece shared by a different set of lazy routes, and
    // every page but the public first paint loads all of them. `/` on emulated 2G (bench/home-2g.ts,
    // 4 rounds each, alternated): 28 → 21 files, usable 9,359 → 8,859 ms, for 1.7 KiB more
    // (pieces only some screens use); the whole app's precache 184 → 177 files, 4 KiB less.
    { name: 'router-kit', test: (id: string) => /[\\/]node_modules[\\/](@tanstack[\\/]|use-sync-external-store[\\/])/.test(id) && !entry.has(id) && !firstPaint.has(id) },
    { name: 'sign-in', test: (id: string) => signIn.has(id) && !entry.has(id) && !firstPaint.has(id) },
    { name: 'sign-in-forms', test: (id: string) => signInForms.has(id) && !entry.has(id) && !firstPaint.has(id) },
    { name: (id: string) => `messages-${area(id)}`, test: (id: string) => area(id) !== undefined },
  ];
  return { plugin, groups };
}
const chunking = firstPaintChunks();

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
      // A feature's entry only re-exports: importing one piece through it must not bring the rest.
      // Every other module keeps the bundler's default (undefined).
      treeshake: { moduleSideEffects: (id: string) => (FEATURE_ENTRY.test(id) ? false : undefined) },
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunking.groups } },
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
    preloadRouter(),
    chunking.plugin,
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
