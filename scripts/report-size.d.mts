/** Types of report-size.mjs for its tests (the script itself is plain JavaScript run by node). */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;
export const BUDGET: { jsGzipBytes: number; cssGzipBytes: number };
export const PUBLIC_LANDING_BUDGET: { jsGzipBytes: number };
export const PUBLIC_LANDINGS: { '/register/{link}': RegExp; '/join/{id}': RegExp; '/{customSlug}': RegExp };
export function firstLoadFiles(manifest: ViteManifest, indexHtml: string): string[];
export function entryAndRouteFiles(manifest: ViteManifest, routeKey: RegExp, routeName: string): Set<string>;
export function publicLandingSizes(distDir: string): { page: string; jsGzipBytes: number }[];
export function firstLoadSizes(distDir: string): { jsGzipBytes: number; cssGzipBytes: number; files: { file: string; bytes: number; gzipBytes: number }[] };
