// The house's plan, measured (issue 24): reads every import of the app's own code (web, the server,
// shared; tests and test helpers left out: a test may reach anything it checks) with a small
// scanner of its own (TypeScript 7 has no JavaScript API), and reports
// - cross-feature imports in web (a file of web/features/A importing one of web/features/B),
// - imports of another feature's internals (anything but its index.ts),
// - folder cycles in web, the server and shared (folders: web's and the server's first level, each
//   web/features/<name>, shared's subfolders; a top-level file of web or the server is a unit of
//   its own, shared's top-level files are one),
// - file cycles (type-only imports count: a cycle of types is still a knot to read),
// - server files outside the HTTP layer that import HTTP (hono, or the server's http/ folder),
// - imports between web and the server, and imports that run back up a layer (web's lower
//   folders importing features or routes, shared importing the app).
// `node scripts/import-graph.mjs` prints the figures and exits 1 when a rule is broken, so
// `npm test` keeps the house built; `--json` prints the figures as JSON.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The most cross-feature imports web may have (issue 24: from 238). */
export const MAX_CROSS_FEATURE = 70;

const SOURCE = /\.(ts|tsx|mts)$/;
const NOT_APP = /\.test\.|\.d\.ts$|\.d\.mts$|(^|\/)testing\/|test-fixtures|books-fixtures|(^|\/)fuzz-|(^|\/)test-[^/]*$/;
/** Web's folders below the features: they may not import a feature or a route. */
const LOWER_WEB = /^web\/(lib|ui|session|data|sync|sw)\//;
/** A server file of the HTTP layer: routes, middleware, request readers, the app and its start. */
const HTTP_LAYER = /^sync-server\/(http\/|app\.ts$|server\.ts$|main\.ts$|ops\/health\.ts$)|routes\.ts$|-request\.ts$|-middleware\.ts$/;

/**
 * The module names a source file imports: static imports and re-exports (type-only ones too),
 * side-effect imports and dynamic import() calls. Comments are dropped first.
 * @example importsOf("import { a } from './a';\nexport * from './b';") // ['./a', './b']
 */
export function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const names = [];
  for (const pattern of [/(?:^|[\s;}])(?:import|export)\s[^;'"`]*?\sfrom\s*['"]([^'"]+)['"]/g, /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g]) {
    for (const match of code.matchAll(pattern)) names.push(match[1]);
  }
  return names;
}

/**
 * The folder a file belongs to, for folder cycles.
 * @example unitOf('web/features/books/PaymentsIn.tsx') === 'web/features/books'
 */
export function unitOf(file) {
  const parts = file.replace(/\.(ts|tsx|mts)$/, '').split('/');
  if (parts[0] === 'web' && parts[1] === 'features') return parts.slice(0, 3).join('/');
  // shared/ is one library: its top-level files are one unit, its subfolders others.
  if (parts[0] === 'shared' && parts.length === 2) return 'shared';
  return parts.slice(0, 2).join('/');
}

const featureOf = (file) => (file.startsWith('web/features/') ? file.split('/')[2] : null);
const topOf = (file) => file.split('/')[0];

/** Tarjan's strongly connected components (iteratively: the file graph is deep); only knots, i.e. components of more than one node or a node importing itself. */
function cycles(nodes, next) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const out = [];
  const enter = (node) => {
    idx.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
  };
  for (const start of nodes) {
    if (idx.has(start)) continue;
    enter(start);
    const work = [[start, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const children = next(node);
      if (i < children.length) {
        frame[1] = i + 1;
        const child = children[i];
        if (!idx.has(child)) {
          enter(child);
          work.push([child, 0]);
        } else if (onStack.has(child)) low.set(node, Math.min(low.get(node), idx.get(child)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== idx.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || children.includes(node)) out.push(component.sort());
    }
  }
  return out;
}

/**
 * The import graph of the checkout at `root` (web/, sync-server/, shared/): its figures, and the
 * rules it breaks, each a sentence naming the imports at fault.
 */
export function analyse(root) {
  const walk = (dir, out = []) => {
    let names = [];
    try {
      names = readdirSync(dir);
    } catch {
      return out;
    }
    for (const name of names) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, out);
      else if (SOURCE.test(name) && !NOT_APP.test(relative(root, path))) out.push(relative(root, path));
    }
    return out;
  };
  const files = ['web', 'sync-server', 'shared'].flatMap((top) => walk(join(root, top)));
  const known = new Set(files);
  const resolveImport = (from, spec) => {
    if (!spec.startsWith('.')) return null;
    const base = relative(root, resolve(root, dirname(from), spec.replace(/\?.*$/, '')));
    const stem = base.replace(/\.(js|mjs)$/, '');
    return [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => known.has(candidate)) ?? null;
  };

  /** file -> the files of ours it imports; file -> the packages it imports. */
  const edges = new Map();
  const packages = new Map();
  for (const file of files) {
    const names = importsOf(readFileSync(join(root, file), 'utf8'));
    edges.set(file, names.map((name) => resolveImport(file, name)).filter((target) => target !== null));
    packages.set(file, names.filter((name) => !name.startsWith('.')));
  }

  const crossFeature = [];
  const internals = [];
  const webServer = [];
  const layerBreaks = [];
  for (const [file, targets] of edges) {
    for (const target of targets) {
      const a = featureOf(file);
      const b = featureOf(target);
      const edge = `${file} -> ${target}`;
      if (a && b && a !== b) {
        crossFeature.push(edge);
        if (!/^web\/features\/[^/]+\/index\.tsx?$/.test(target)) internals.push(edge);
      }
      if ((topOf(file) === 'web' && topOf(target) === 'sync-server') || (topOf(file) === 'sync-server' && topOf(target) === 'web')) webServer.push(edge);
      if (LOWER_WEB.test(file) && /^web\/(features|routes)\//.test(target)) layerBreaks.push(edge);
      if (topOf(file) === 'shared' && topOf(target) !== 'shared') layerBreaks.push(edge);
    }
  }

  const units = new Map();
  for (const [file, targets] of edges) {
    const from = unitOf(file);
    if (!units.has(from)) units.set(from, new Set());
    for (const target of targets) if (unitOf(target) !== from) units.get(from).add(unitOf(target));
  }
  const folderCycles = cycles([...units.keys()], (unit) => [...(units.get(unit) ?? [])]);
  const fileCycles = cycles(files, (file) => edges.get(file) ?? []);

  const servicesWithHttp = [];
  for (const [file, targets] of edges) {
    if (!file.startsWith('sync-server/') || HTTP_LAYER.test(file)) continue;
    const http = [...targets.filter((t) => t.startsWith('sync-server/http/')), ...(packages.get(file) ?? []).filter((p) => /^(hono|@hono\/)/.test(p))];
    if (http.length > 0) servicesWithHttp.push(`${file} -> ${http.join(', ')}`);
  }

  const ofTop = (top) => folderCycles.filter((cycle) => cycle[0].startsWith(top));
  const figures = {
    files: files.length,
    crossFeatureImports: crossFeature.length,
    featureInternalsImported: internals.length,
    folderCycles: { web: ofTop('web').length, server: ofTop('sync-server').length, shared: ofTop('shared').length },
    fileCycles: fileCycles.length,
    servicesImportingHttp: servicesWithHttp.length,
    webServerImports: webServer.length,
    layerBreaks: layerBreaks.length,
  };
  const list = (items) => items.map((item) => `\n    ${item}`).join('');
  const problems = [];
  if (crossFeature.length > MAX_CROSS_FEATURE) problems.push(`${crossFeature.length} cross-feature imports in web (at most ${MAX_CROSS_FEATURE})`);
  if (internals.length > 0) problems.push(`${internals.length} imports of another feature's internals (only its index.ts):${list(internals)}`);
  if (folderCycles.length > 0) problems.push(`${folderCycles.length} folder cycles:${list(folderCycles.map((c) => c.join(' <-> ')))}`);
  if (fileCycles.length > 0) problems.push(`${fileCycles.length} file cycles:${list(fileCycles.map((c) => c.join(' <-> ')))}`);
  if (servicesWithHttp.length > 0) problems.push(`${servicesWithHttp.length} server files outside the HTTP layer import HTTP:${list(servicesWithHttp)}`);
  if (webServer.length > 0) problems.push(`${webServer.length} imports between web and the server:${list(webServer)}`);
  if (layerBreaks.length > 0) problems.push(`${layerBreaks.length} imports that run back up a layer:${list(layerBreaks)}`);
  return { figures, problems };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const { figures, problems } = analyse(resolve(new URL('..', import.meta.url).pathname));
  if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
  else {
    console.log(`Import graph of ${figures.files} files:`);
    console.log(`  cross-feature imports in web: ${figures.crossFeatureImports} (at most ${MAX_CROSS_FEATURE}), of another feature's internals: ${figures.featureInternalsImported}`);
    console.log(`  folder cycles: web ${figures.folderCycles.web}, server ${figures.folderCycles.server}, shared ${figures.folderCycles.shared}`);
    console.log(`  file cycles: ${figures.fileCycles}`);
    console.log(`  server files outside HTTP importing HTTP: ${figures.servicesImportingHttp}`);
    for (const problem of problems) console.error(`✗ ${problem}`);
    if (problems.length === 0) console.log('  every rule holds');
  }
  process.exit(problems.length === 0 ? 0 : 1);
}
