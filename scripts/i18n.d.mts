/** Types of i18n.mjs for its tests and the bench (the script itself is plain JavaScript run by node). */
export const I18N_DIR: string;
export const PROJECT: string;
export const OUTDIR: string;
export const TEST_OUTDIR: string;
export const STRATEGY: string[];
export const LOCALE_STORAGE_KEY: string;
export function placeholders(message: unknown): string[];
export function checkCatalogues(root: string): string[];
export function compileCatalogues(root: string): Promise<number>;
export function ensureCatalogues(root: string): void;
/** Vitest's alias of the compiled messages to the tests' form (one module per language). */
export const TEST_MESSAGES_ALIAS: { find: RegExp; replacement: string };
