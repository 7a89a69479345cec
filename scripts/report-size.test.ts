import { describe, expect, it } from 'vitest';
import { entryAndRouteFiles, PUBLIC_LANDINGS } from './report-size.mjs';

// A Vite manifest shaped like ours: the register route imports its page statically and the
// wizard's form (with zod) dynamically.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_router.js'], css: ['assets/index.css'] },
  '_router.js': { file: 'assets/router.js' },
  'routes/register/$link.tsx?tsr-split=component': { file: 'assets/_link.js', imports: ['_RegisterPage.js'], dynamicImports: ['_form.js'] },
  '_RegisterPage.js': { file: 'assets/RegisterPage.js', imports: ['_router.js', '_summary.js'] },
  '_summary.js': { file: 'assets/summary.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'routes/join/$registrationId.tsx?tsr-split=component': { file: 'assets/_join.js', imports: ['_summary.js'] },
};

describe('entryAndRouteFiles', () => {
  it('counts the entry and the route with their static imports, not what they load later', () => {
    expect([...entryAndRouteFiles(manifest, PUBLIC_LANDINGS['/register/{link}'], '/register')].sort()).toEqual([
      'assets/RegisterPage.js',
      'assets/_link.js',
      'assets/index.css',
      'assets/index.js',
      'assets/router.js',
      'assets/summary.js',
    ]);
  });

  it('counts a chunk the route imports statically, such as zod moved onto the landing', () => {
    const withZod = { ...manifest, '_summary.js': { file: 'assets/summary.js', imports: ['_zod.js'] } };
    expect(entryAndRouteFiles(withZod, PUBLIC_LANDINGS['/join/{id}'], '/join')).toContain('assets/zod.js');
  });

  it('refuses a build without the page route, rather than report the entry alone', () => {
    expect(() => entryAndRouteFiles(manifest, PUBLIC_LANDINGS['/{customSlug}'], '/{customSlug}')).toThrow(/not in the Vite manifest/);
  });
});
