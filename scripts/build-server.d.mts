/** Types of build-server.mjs for the benches and tests (the script itself is plain JavaScript run by node). */
export const RUNTIME_FILES: [string, string][];
export const SERVER_ENTRY: string;
export function newestMtime(path: string): number;
export function serverBuildIsStale(): boolean;
export function buildServer(out?: string): Promise<string>;
