import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const read = (name: string) => JSON.parse(readFileSync(`${root}${name}`, 'utf8'));

// `npm install` on a fresh clone rewrites a lockfile whose root entry disagrees with package.json,
// and CI then builds from a tree nobody committed.
describe('the committed lockfile', () => {
  it('lists exactly the dependencies and devDependencies of package.json, each in its own section', () => {
    const pkg = read('package.json');
    const locked = read('package-lock.json').packages[''];
    expect(locked.dependencies).toEqual(pkg.dependencies);
    expect(locked.devDependencies).toEqual(pkg.devDependencies);
  });

  it('installs the build tools whatever NODE_ENV the shell has (npm omits devDependencies under production)', () => {
    expect(readFileSync(`${root}.npmrc`, 'utf8')).toMatch(/^include=dev$/m);
  });
});
