import { describe, expect, it } from 'vitest';
import { entryAndRouteFiles, PUBLIC_LANDINGS } from './report-size.mjs';

// A Vite manifest shaped like ours: the entry, the router it imports dynamically, the first
// paint's chunk (named first-paint) and the wizard's form (with zod) loaded later.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['router.tsx', '_first-paint-a1.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'router.tsx': { file: 'assets/router.js', imports: ['_react.js'] },
  '_first-paint-a1.js': { file: 'assets/first-paint-a1.js', imports: ['_react.js', '_summary.js'], dynamicImports: ['_form.js'] },
  '_summary.js': { file: 'assets/summary.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
};

describe('entryAndRouteFiles for the public group pages', () => {
  it('counts the entry and the first paint with their static imports, not the router or what loads later', () => {
    expect([...entryAndRouteFiles(manifest, PUBLIC_LANDINGS['/register/{link}'], '/register')].sort()).toEqual([
      'assets/first-paint-a1.js',
      'assets/index.css',
      'assets/index.js',
      'assets/react.js',
      'assets/summary.js',
    ]);
  });

  it('counts a chunk the first paint imports statically, such as the router or zod moved onto it', () => {
    const withRouter = { ...manifest, '_summary.js': { file: 'assets/summary.js', imports: ['router.tsx', '_zod.js'] } };
    const files = entryAndRouteFiles(withRouter, PUBLIC_LANDINGS['/join/{id}'], '/join');
    expect(files).toContain('assets/router.js');
    expect(files).toContain('assets/zod.js');
  });

  it('refuses a build without the first paint chunk, rather than report the entry alone', () => {
    const { ['_first-paint-a1.js']: _, ...without } = manifest;
    expect(() => entryAndRouteFiles(without, PUBLIC_LANDINGS['/{customSlug}'], '/{customSlug}')).toThrow(/not in the Vite manifest/);
  });
});
