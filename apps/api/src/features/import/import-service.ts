// The whole import: read the open datasets, map, merge, and write regions, places and campgrounds in
// one transaction. Used by `npm run import` and by `npm start` on an empty database.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgrounds } from '../../db/schema.ts';
import { assignSlugs } from './assign-slugs.ts';
import { createStateLocator } from './assign-state.ts';
import { buildCampgrounds } from './build-campgrounds.ts';
import { buildForestPlaces, buildPlaces } from './build-places.ts';
import { campgroundContent, campgroundRow, chooseExternalKey } from './campground-rows.ts';
import { loadExistingCampgrounds, refreshCampgroundCounts, writeCampgrounds } from './campground-writer.ts';
import { resolveDataFiles } from './data-files.ts';
import { finalizeCampground } from './finalize-campgrounds.ts';
import type { ImportReport } from './import-report.ts';
import { createTownFinder } from './nearest-town.ts';
import { readOsm, readRidb, readUscampgrounds } from './read-campground-sources.ts';
import { readCities, readForests, readNpsUnits } from './read-places.ts';
import { readStates } from './read-states.ts';
import { writePlaces, writeRegions } from './reference-writer.ts';

export interface ImportOptions {
  dataDir: string;
  log?: (line: string) => void;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: campgrounds.id }).from(campgrounds).limit(1);
  return rows.length === 0;
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

export async function importAll(db: Db, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const files = resolveDataFiles(options.dataDir);

  const states = readStates(files.stateOutlines, files.stateBoxes);
  const cities = readCities(files.cities);
  const parks = readNpsUnits(files.npsUnits);
  const forests = readForests(files.forests);
  const records = {
    ridb: readRidb(files.ridb),
    uscampgrounds: readUscampgrounds(files.uscampgrounds),
    osm: readOsm(files.osm),
  };
  log(`Read the datasets from ${options.dataDir} (${seconds(started)})`);

  const built = buildCampgrounds(records, createStateLocator(states));
  const regionNames = new Map(states.map((state) => [state.code, state.name]));
  const towns = createTownFinder(
    cities.filter((city) => regionNames.has(city.stateCode)).map((city) => ({ ...city, regionCode: city.stateCode })),
  );
  const finals = built.campgrounds.map((campground) =>
    finalizeCampground(campground, towns, regionNames.get(campground.regionCode) ?? campground.regionCode),
  );
  const placeBuild = buildPlaces(states, cities, parks);
  const forestBuild = buildForestPlaces(states, forests);
  const placeRows = [...placeBuild.rows, ...forestBuild.rows];
  log(`Merged ${built.merged} duplicates into ${finals.length} campgrounds (${seconds(started)})`);

  const written = await db.transaction(async (tx) => {
    const existing = await loadExistingCampgrounds(tx);
    const existingKeys = new Set(existing.keys());
    const keyed = finals.map((campground) => ({
      campground,
      externalKey: chooseExternalKey(campground, existingKeys),
    }));
    const slugs = assignSlugs(
      keyed.map(({ campground, externalKey }) => ({
        externalKey,
        regionCode: campground.regionCode,
        name: campground.name,
      })),
      existing,
    );
    const rows = keyed
      .map(({ campground, externalKey }) => {
        const slug = slugs.get(externalKey);
        if (!slug) throw new Error(`No slug assigned to ${externalKey}`);
        return campgroundRow(campgroundContent(campground), externalKey, slug);
      })
      // Key order makes a fresh import assign the same ids every time.
      .sort((a, b) => (a.externalKey < b.externalKey ? -1 : a.externalKey > b.externalKey ? 1 : 0));

    const regionCount = await writeRegions(tx, states);
    const placeCounts = await writePlaces(tx, placeRows);
    const campgroundCounts = await writeCampgrounds(tx, rows, existing);
    await refreshCampgroundCounts(tx);
    const current = new Set(rows.map((row) => row.externalKey));
    const notInSources = [...existingKeys].filter((key) => !current.has(key)).length;
    return { regionCount, placeCounts, campgroundCounts, notInSources };
  });

  // Fresh statistics and visibility map: without them the planner misjudges region sizes and
  // counts cannot use index-only scans. VACUUM cannot run inside the transaction above.
  await db.execute(sql`VACUUM ANALYZE campgrounds, places, regions`);

  const report: ImportReport = {
    sources: built.counts,
    merged: built.merged,
    campgrounds: {
      ...written.campgroundCounts,
      total: finals.length,
      derivedNames: finals.filter((campground) => !campground.hasOwnName).length,
      offshore: finals.filter((campground) => campground.offshore).length,
      notInSources: written.notInSources,
    },
    regions: written.regionCount,
    places: {
      ...placeBuild.counts,
      forests: forestBuild.rows.length,
      skipped: { ...placeBuild.skipped, forests: forestBuild.skipped },
      ...written.placeCounts,
    },
    elapsedMs: performance.now() - started,
  };
  const { campgrounds: c } = report;
  log(
    `Imported ${c.total} campgrounds (inserted ${c.inserted}, updated ${c.updated}, unchanged ${c.unchanged}) ` +
      `and ${placeRows.length} places in ${seconds(started)}`,
  );
  return report;
}
