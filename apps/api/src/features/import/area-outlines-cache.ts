// The parks' and forests' outlines the import reads from DATA_DIR, read by the API at run time:
// a listing edit that moves a campground places it in the areas whose outlines now hold it, as
// the import would. About 2 MB of GeoJSON, parsed once per process and directory. A deployment
// without the files (or with unreadable ones) gets null, once, and callers fall back to what the
// database alone can tell: the edit itself never fails for want of them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_FILES } from './data-files.ts';
import type { AreaOutlines } from './place-stats.ts';
import { parseForestPolygons, parseParkPolygons } from './read-area-polygons.ts';

export interface OutlineLog {
  warn(message: string): void;
}

const byDirectory = new Map<string, Promise<AreaOutlines | null>>();

async function readOutlines(dataDir: string, log: OutlineLog | undefined): Promise<AreaOutlines | null> {
  try {
    const [forests, parks] = await Promise.all([
      readFile(path.join(dataDir, DATA_FILES.forests), 'utf8'),
      readFile(path.join(dataDir, DATA_FILES.parkPolygons), 'utf8'),
    ]);
    return { forests: parseForestPolygons(forests), parks: parseParkPolygons(parks) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log?.warn(
      `Park and forest outlines unavailable in ${dataDir} (${reason}): moved campgrounds join no admin area until the next import`,
    );
    return null;
  }
}

/** The outlines in `dataDir`, or null without them; the answer (either) is kept for the process. */
export function loadAreaOutlines(dataDir: string, log?: OutlineLog): Promise<AreaOutlines | null> {
  const key = path.resolve(dataDir);
  let outlines = byDirectory.get(key);
  if (!outlines) {
    outlines = readOutlines(key, log);
    byDirectory.set(key, outlines);
  }
  return outlines;
}
