import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pngBytes, sha256Of } from '../contributions/test-fixtures';
import { diskProofStore } from './proof-store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gp-proofs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('opening the proof store', () => {
  it('removes the temp files of writes a crash cut short, keeps every stored proof, and leaves a write in progress (another server process) alone', async () => {
    const bytes = pngBytes(100, 3);
    const sha = sha256Of(bytes);
    await diskProofStore(dir).write(sha, bytes);
    const folder = join(dir, sha.slice(0, 2));
    const strays = [join(folder, `.${sha}.a1b2c3d4e5f6.tmp`), join(dir, 'ff', `.${'f'.repeat(64)}.000000000000.tmp`)];
    mkdirSync(join(dir, 'ff'), { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    for (const stray of strays) {
      writeFileSync(stray, 'half an image');
      utimesSync(stray, twoHoursAgo, twoHoursAgo);
    }
    const inProgress = join(folder, `.${sha}.0f0f0f0f0f0f.tmp`);
    writeFileSync(inProgress, 'another process is writing this');

    const store = diskProofStore(dir);

    for (const stray of strays) expect(existsSync(stray)).toBe(false);
    expect(readdirSync(folder).sort()).toEqual([`.${sha}.0f0f0f0f0f0f.tmp`, sha]);
    expect(await store.read(sha)).toEqual(Buffer.from(bytes));
  });

  it('opens on a data folder that has no proofs yet', () => {
    expect(() => diskProofStore(join(dir, 'none'))).not.toThrow();
  });
});
