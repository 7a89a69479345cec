// The message catalogues (shared/i18n/messages/<area>/<locale>.json) compiled by Paraglide JS into
// shared/i18n/paraglide/ (generated, not committed), after a check that fails the build on what
// Paraglide lets through with a warning: a plugin that did not load, a catalogue with a key the
// others lack (a missing or unknown message), a placeholder one language lost or invented, a
// translation left in English, a key outside its area.
//
// Usage: node scripts/i18n.mjs            check, then compile (exits 1 on any problem)
//        node scripts/i18n.mjs --check    check only
//        node scripts/i18n.mjs --if-stale check, then compile unless the compiled forms are newer than every source
// `checkCatalogues(root)` and `compileCatalogues(root)` are exported for tests and other scripts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const I18N_DIR = 'shared/i18n';
export const PROJECT = `${I18N_DIR}/project.inlang`;
export const OUTDIR = `${I18N_DIR}/paraglide`;
/**
 * The same messages in five files (one per language) instead of one file per message, for the
 * tests only (vitest configs alias the paraglide imports to it): loading 1,400 modules in every
 * test file cost minutes of `npm test`. The app and the server are built from OUTDIR, whose
 * one-module-per-message form lets the bundler keep only the messages each chunk calls.
 */
export const TEST_OUTDIR = `${I18N_DIR}/paraglide-flat`;
/** For the vitest configs: every import of the compiled messages, from any folder, gets the tests' form. */
export const TEST_MESSAGES_ALIAS = {
  find: /^(?:\.\.?\/)+(?:shared\/)?(?:i18n\/)?paraglide\/(.*)$/,
  replacement: `${fileURLToPath(new URL('..', import.meta.url))}${TEST_OUTDIR}/$1`,
};
/** Where Paraglide looks for the language: the device's choice, then the browser's, then English. */
export const STRATEGY = ['localStorage', 'preferredLanguage', 'baseLocale'];
export const LOCALE_STORAGE_KEY = 'gp-locale';

const SCHEMA = '$schema';

/** Every `{name}` a message uses, in any of its variants (sorted, unique). */
export function placeholders(message) {
  const texts = typeof message === 'string' ? [message] : variantTexts(message);
  const names = new Set();
  for (const text of texts) for (const match of text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*\}/g)) names.add(match[1]);
  return [...names].sort();
}

/** The texts of a message with variants (the inlang message format's plural/select form). */
function variantTexts(message) {
  if (!Array.isArray(message)) return [];
  return message.flatMap((item) => Object.values(item?.match ?? {}).filter((text) => typeof text === 'string'));
}

/** The letters of a message with its placeholders taken out, for the "still English?" test. */
const words = (message) =>
  (typeof message === 'string' ? [message] : variantTexts(message))
    .join(' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Every problem with the catalogues, as lines naming the file and key; [] when none.
 * @param {string} root the repository's root
 */
export function checkCatalogues(root) {
  const problems = [];
  const settings = JSON.parse(readFileSync(join(root, PROJECT, 'settings.json'), 'utf8'));
  const locales = settings.locales;
  const base = settings.baseLocale;
  const messagesDir = join(root, I18N_DIR, 'messages');
  const areas = readdirSync(messagesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const listed = (settings['plugin.inlang.messageFormat']?.pathPattern ?? []).map((p) => p.match(/^\.\/messages\/([^/]+)\/\{locale\}\.json$/)?.[1]);

  for (const area of areas) if (!listed.includes(area)) problems.push(`${PROJECT}/settings.json: the area "${area}" is not in plugin.inlang.messageFormat.pathPattern`);
  for (const area of listed) if (!area || !areas.includes(area)) problems.push(`${PROJECT}/settings.json: a pathPattern names no folder under ${I18N_DIR}/messages (${area ?? 'bad pattern'})`);
  for (const module of settings.modules ?? []) {
    if (/^https?:/.test(module)) problems.push(`${PROJECT}/settings.json: the module ${module} would be fetched from the network; point it at node_modules`);
    else if (!existsSync(join(root, I18N_DIR, module))) problems.push(`${PROJECT}/settings.json: the module ${module} is not installed`);
  }

  const seen = new Map(); // key -> area
  const allowed = []; // [area, locale, key] of every key a same-as-english.json lists

  for (const area of areas) {
    const load = (locale) => {
      const file = join(messagesDir, area, `${locale}.json`);
      if (!existsSync(file)) {
        problems.push(`${relative(root, file)}: missing`);
        return {};
      }
      try {
        const { [SCHEMA]: _schema, ...messages } = JSON.parse(readFileSync(file, 'utf8'));
        return messages;
      } catch (error) {
        problems.push(`${relative(root, file)}: not valid JSON (${error.message})`);
        return {};
      }
    };
    const english = load(base);
    /** Keys allowed to read as in English in a language (names, numbers, words the language borrows). */
    const sameFile = join(messagesDir, area, 'same-as-english.json');
    const sameAsEnglish = existsSync(sameFile) ? JSON.parse(readFileSync(sameFile, 'utf8')) : {};
    for (const [locale, keys] of Object.entries(sameAsEnglish)) for (const key of keys) allowed.push([area, locale, key]);
    const prefix = `${area}_`;
    for (const key of Object.keys(english)) {
      if (!key.startsWith(prefix)) problems.push(`${I18N_DIR}/messages/${area}/${base}.json: "${key}" must start with "${prefix}"`);
      if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key)) problems.push(`${I18N_DIR}/messages/${area}/${base}.json: "${key}" is not a valid message name`);
      if (seen.has(key)) problems.push(`"${key}" is in both ${seen.get(key)} and ${area}`);
      seen.set(key, area);
      if (!words(english[key])) problems.push(`${I18N_DIR}/messages/${area}/${base}.json: "${key}" is empty`);
    }
    for (const locale of locales) {
      if (locale === base) continue;
      const file = `${I18N_DIR}/messages/${area}/${locale}.json`;
      const translated = load(locale);
      for (const key of Object.keys(english)) {
        if (!(key in translated)) {
          problems.push(`${file}: "${key}" is missing`);
          continue;
        }
        const want = placeholders(english[key]).join(', ');
        const got = placeholders(translated[key]).join(', ');
        if (want !== got) problems.push(`${file}: "${key}" has placeholders {${got}} but English has {${want}}`);
        if (!words(translated[key])) problems.push(`${file}: "${key}" is empty`);
        else if (words(translated[key]) === words(english[key]) && /[A-Za-z]{2}/.test(words(english[key])) && !sameAsEnglish[locale]?.includes(key)) {
          problems.push(`${file}: "${key}" is still the English text ("${words(english[key]).slice(0, 60)}"); translate it, or list it in ${I18N_DIR}/messages/${area}/same-as-english.json when the language uses the same words`);
        }
      }
      for (const key of Object.keys(translated)) if (!(key in english)) problems.push(`${file}: "${key}" is not in English (an unknown message)`);
    }
  }
  for (const [area, locale, key] of allowed) {
    if (seen.get(key) !== area) problems.push(`${I18N_DIR}/messages/${area}/same-as-english.json: ${locale} lists "${key}", which is no message of ${area}`);
  }
  return problems;
}

/**
 * Compiles the catalogues with Paraglide into shared/i18n/paraglide and checks that every message
 * came out (Paraglide only warns when its plugin fails to load, and then compiles nothing).
 * @param {string} root
 */
export async function compileCatalogues(root) {
  const { compile } = await import('@inlang/paraglide-js');
  const options = {
    project: join(root, PROJECT),
    strategy: STRATEGY,
    localStorageKey: LOCALE_STORAGE_KEY,
    emitReadme: false,
    emitPrettierIgnore: false,
    includeEslintDisableComment: false,
  };
  await compile({ ...options, outdir: join(root, OUTDIR), emitTsDeclarations: true });
  await compile({ ...options, outdir: join(root, TEST_OUTDIR), outputStructure: 'locale-modules' });
  const index = readFileSync(join(root, OUTDIR, 'messages/_index.js'), 'utf8');
  const compiled = [...index.matchAll(/^export \* from/gm)].length;
  const expected = countMessages(root);
  if (compiled !== expected) throw new Error(`Paraglide compiled ${compiled} messages of ${expected}: did its plugin load? (see the warnings above)`);
  return compiled;
}

/** The newest change to anything the compiled catalogues come from. */
function sourcesChangedAt(root) {
  const newest = (path) => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
  };
  return Math.max(newest(join(root, I18N_DIR, 'messages')), newest(join(root, PROJECT, 'settings.json')), newest(fileURLToPath(import.meta.url)));
}

/** Whether both compiled forms are newer than every catalogue, the settings and this script. */
function compiledIsCurrent(root) {
  const index = join(root, OUTDIR, 'messages/_index.js');
  const testIndex = join(root, TEST_OUTDIR, 'messages.js');
  return existsSync(index) && existsSync(testIndex) && Math.min(statSync(index).mtimeMs, statSync(testIndex).mtimeMs) >= sourcesChangedAt(root);
}

/**
 * Checks and compiles the catalogues unless the compiled output is newer than every catalogue
 * (so a test run or a server build does not make `npm start` think the sources changed).
 * Throws with every problem when a catalogue is wrong.
 * @param {string} root
 */
export function ensureCatalogues(root) {
  if (compiledIsCurrent(root)) return;
  // In a child process: Paraglide's project loader leaves timers that keep a process alive ~30 s.
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The message catalogues did not compile (see above).');
}

function countMessages(root) {
  const messagesDir = join(root, I18N_DIR, 'messages');
  let count = 0;
  for (const area of readdirSync(messagesDir)) {
    const file = join(messagesDir, area, 'en.json');
    if (existsSync(file)) count += Object.keys(JSON.parse(readFileSync(file, 'utf8'))).filter((k) => k !== SCHEMA).length;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const problems = checkCatalogues(root);
  if (problems.length > 0) {
    console.error(`The message catalogues have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  // --if-stale (npm run build): `npm test` compiled them a step before; compiling again took ~10 s.
  if (process.argv.includes('--if-stale') && compiledIsCurrent(root)) console.log(`The compiled messages are newer than every catalogue: kept (${OUTDIR})`);
  else if (!process.argv.includes('--check')) {
    const started = Date.now();
    const count = await compileCatalogues(root);
    console.log(`Compiled ${count} messages in ${Date.now() - started} ms (${OUTDIR})`);
  }
  // Paraglide's project loader leaves a file-sync timer running.
  process.exit(0);
}
