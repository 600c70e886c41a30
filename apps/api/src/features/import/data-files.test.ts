import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_FILES, resolveDataFiles } from './data-files.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'campwise-data-'));
  dirs.push(dir);
  return dir;
}

describe('resolveDataFiles', () => {
  it('names a missing directory and every file it should hold', () => {
    const missing = path.join(tempDir(), 'nope');
    expect(() => resolveDataFiles(missing)).toThrow(`Import data directory not found: ${missing}`);
    expect(() => resolveDataFiles(missing)).toThrow(DATA_FILES.stateBoxes);
  });

  it('names exactly the missing files', () => {
    const dir = tempDir();
    for (const name of Object.values(DATA_FILES)) if (name !== DATA_FILES.ridb) writeFileSync(path.join(dir, name), '');
    expect(() => resolveDataFiles(dir)).toThrow(`Import data file missing in ${dir}:\n  - ${DATA_FILES.ridb}\n`);
  });

  it('returns absolute paths when everything is there', () => {
    const dir = tempDir();
    for (const name of Object.values(DATA_FILES)) writeFileSync(path.join(dir, name), '');
    expect(resolveDataFiles(dir).osm).toBe(path.join(dir, DATA_FILES.osm));
  });
});
