// Vitest global setup: the compiled message catalogues, so `vitest run <file>` works on a fresh
// clone without `npm test` (which compiles them first); nothing is done when they are current.
import { fileURLToPath } from 'node:url';
import { ensureCatalogues } from './i18n.mjs';

export default function setup() {
  ensureCatalogues(fileURLToPath(new URL('..', import.meta.url)));
}
