import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedAnswerElement } from '../../shared/embedded-answer';

/** Manifest keys (prefixes) of the code-split route each public page opens. */
const ROUTE_CHUNKS: { page: RegExp; key: string }[] = [
  { page: /^\/$/, key: 'routes/index.tsx?' },
  { page: /^\/register\/[^/]+\/?$/, key: 'routes/register/$link.tsx?' },
  { page: /^\/join\/[^/]+\/?$/, key: 'routes/join/$registrationId.tsx?' },
  { page: /^\/[^/]+\/?$/, key: 'routes/$groupSlug/index.tsx?' },
];

type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** Every file `keys` load statically, in load order. */
function chunksOf(manifest: ViteManifest, keys: string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.push(manifest[key].file);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The HTML of the public pages (`/` and the group pages), built from the app's index.html: a modulepreload for
 * exactly the chunks of the page's route that index.html does not load already (the browser
 * fetches them beside the entry instead of after it has run), and the group's look-up answer
 * when there is one. A WhatsApp link on 2G otherwise waits for HTML, then the entry, then the
 * route's chunks, then the look-up: four round trips of about a second each.
 * Null when the build has no Vite manifest (then index.html is served as it is).
 */
export function publicPages(webRoot: string) {
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const indexHtml = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const inHtml = new Set([...indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!));
  const preloads = ROUTE_CHUNKS.map(({ page, key }) => {
    const files = chunksOf(manifest, Object.keys(manifest).filter((k) => k.startsWith(key)));
    return { page, links: files.filter((file) => !inHtml.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('') };
  });

  return {
    /** index.html for `pathname`, with its route's preloads and `answer` (the look-up's JSON text) if given. */
    render(pathname: string, answer: { path: string; json: string } | null): string {
      const links = preloads.find(({ page }) => page.test(pathname))?.links ?? '';
      const summary = answer ? embeddedAnswerElement(answer.path, answer.json) : '';
      // Before the entry script, so the answer is in the document when the app first renders.
      // A replacer function: the group's name may hold `$&` and the like, which a string would expand.
      return indexHtml.replace('<script type="module"', () => `${summary}${links}<script type="module"`);
    },
  };
}
