import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyse, importsOf, unitOf } from './import-graph.mjs';

let roots: string[] = [];
/** A checkout of a few files: path -> source. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'gp-graph-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

/** A house that keeps every rule: two features, one using the other through its entry. */
const GOOD = {
  'web/lib/format.ts': 'export const formatDate = (s: string) => s;\n',
  'web/features/books/index.ts': "export { PurseBooksLink } from './PurseBooksLink';\n",
  'web/features/books/PurseBooksLink.tsx': "import { formatDate } from '../../lib/format';\nexport const PurseBooksLink = () => formatDate('x');\n",
  'web/features/groups/GroupCard.tsx': "import { PurseBooksLink } from '../books';\nexport const GroupCard = PurseBooksLink;\n",
  'sync-server/access/group-access.ts': "import type { Tx } from '../db/database';\nexport const may = (tx: Tx) => tx;\n",
  'sync-server/db/database.ts': 'export type Tx = unknown;\n',
  'sync-server/groups/routes.ts': "import { Hono } from 'hono';\nimport { may } from '../access/group-access';\nexport const routes = new Hono();\nvoid may;\n",
  'shared/money.ts': 'export const kobo = 1;\n',
};

describe('importsOf', () => {
  it('finds static, type-only, side-effect and dynamic imports and re-exports, not commented ones', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import './styles.css';",
      "export { c } from './c';",
      "export * from './d';",
      "const e = () => import('./e');",
      "import {\n  f,\n  g,\n} from './fg';",
      "// import { x } from './commented';",
      "/* import { y } from './blocked'; */",
      "const url = 'https://example.com/not-an-import';",
    ].join('\n');
    expect(importsOf(text).sort()).toEqual(['./a', './b', './c', './d', './e', './fg', './styles.css']);
  });
});

describe('unitOf', () => {
  it.each([
    ['web/features/books/PaymentsIn.tsx', 'web/features/books'],
    ['web/lib/format.ts', 'web/lib'],
    ['web/router.tsx', 'web/router'],
    ['sync-server/access/group-access.ts', 'sync-server/access'],
    ['shared/money.ts', 'shared'],
    ['shared/i18n/languages.ts', 'shared/i18n'],
  ])('%s is in %s', (file, unit) => {
    expect(unitOf(file)).toBe(unit);
  });
});

describe('analyse', () => {
  it('passes a house that keeps every rule, and counts its cross-feature import', () => {
    const { figures, problems } = analyse(tree(GOOD));
    expect(problems).toEqual([]);
    expect(figures).toMatchObject({ crossFeatureImports: 1, featureInternalsImported: 0, fileCycles: 0, servicesImportingHttp: 0 });
  });

  it("refuses a feature reaching into another's internals", () => {
    const { problems } = analyse(tree({ ...GOOD, 'web/features/groups/GroupCard.tsx': "import { PurseBooksLink } from '../books/PurseBooksLink';\nexport const GroupCard = PurseBooksLink;\n" }));
    expect(problems).toEqual([expect.stringContaining("1 imports of another feature's internals (only its index.ts):\n    web/features/groups/GroupCard.tsx -> web/features/books/PurseBooksLink.tsx")]);
  });

  it('refuses a folder cycle and the file cycle under it, even of types only', () => {
    const { figures, problems } = analyse(
      tree({ ...GOOD, 'web/lib/format.ts': "import type { PurseBooksLink } from '../features/books/PurseBooksLink';\nexport const formatDate = (s: string) => s;\nexport type L = typeof PurseBooksLink;\n" }),
    );
    expect(figures.folderCycles.web).toBe(1);
    expect(figures.fileCycles).toBe(1);
    expect(problems.join('\n')).toContain('web/features/books <-> web/lib');
    expect(problems.join('\n')).toContain('imports that run back up a layer:\n    web/lib/format.ts -> web/features/books/PurseBooksLink.tsx');
  });

  it('refuses a server service that imports HTTP, and lets a route do it', () => {
    const { problems } = analyse(tree({ ...GOOD, 'sync-server/groups/groups-service.ts': "import type { Context } from 'hono';\nexport type C = Context;\n" }));
    expect(problems).toEqual([expect.stringContaining('sync-server/groups/groups-service.ts -> hono')]);
  });

  it('refuses web importing the server', () => {
    const { problems } = analyse(tree({ ...GOOD, 'web/lib/format.ts': "import { may } from '../../sync-server/access/group-access';\nexport const formatDate = may;\n" }));
    expect(problems.join('\n')).toContain('imports between web and the server:\n    web/lib/format.ts -> sync-server/access/group-access.ts');
  });

  it('refuses more cross-feature imports than the ceiling', () => {
    const many: Record<string, string> = { ...GOOD };
    for (let i = 0; i < 71; i++) many[`web/features/groups/Card${i}.tsx`] = `import { PurseBooksLink } from '../books';\nexport const Card${i} = PurseBooksLink;\n`;
    expect(analyse(tree(many)).problems).toEqual(['72 cross-feature imports in web (at most 70)']);
  });
});
