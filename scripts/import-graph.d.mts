/** Types of import-graph.mjs for its test (the script itself is plain JavaScript run by node). */
export const MAX_CROSS_FEATURE: number;
export function importsOf(text: string): string[];
export function unitOf(file: string): string;
export interface GraphFigures {
  files: number;
  crossFeatureImports: number;
  featureInternalsImported: number;
  folderCycles: { web: number; server: number; shared: number };
  fileCycles: number;
  servicesImportingHttp: number;
  webServerImports: number;
  layerBreaks: number;
}
export function analyse(root: string): { figures: GraphFigures; problems: string[] };
