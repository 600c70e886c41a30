import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrationsKey } from './migrations-key.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'migrations-key-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, '0000_initial.sql'), 'CREATE TABLE a (id int);');
  writeFileSync(path.join(folder, 'meta', '_journal.json'), '{"entries":[{"idx":0}]}');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the test template key', () => {
  it('stays the same while the migrations do', () => {
    expect(migrationsKey(folder)).toBe(migrationsKey(folder));
  });

  it('changes when a migration is edited, added or renamed, or the journal changes', () => {
    const seen = new Set([migrationsKey(folder)]);
    writeFileSync(path.join(folder, '0000_initial.sql'), 'CREATE TABLE a (id bigint);');
    seen.add(migrationsKey(folder));
    writeFileSync(path.join(folder, '0001_more.sql'), 'CREATE TABLE b (id int);');
    seen.add(migrationsKey(folder));
    rmSync(path.join(folder, '0001_more.sql'));
    writeFileSync(path.join(folder, '0001_other.sql'), 'CREATE TABLE b (id int);');
    seen.add(migrationsKey(folder));
    writeFileSync(path.join(folder, 'meta', '_journal.json'), '{"entries":[{"idx":0},{"idx":1}]}');
    seen.add(migrationsKey(folder));
    expect(seen.size).toBe(5);
  });

  it('names the real migrations folder by default', () => {
    expect(migrationsKey()).toMatch(/^[0-9a-f]{16}$/);
  });
});
