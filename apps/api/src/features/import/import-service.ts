// The whole import: read the open datasets, map, merge, and write regions, places, campgrounds and
// the per-place numbers in one transaction. Used by `npm run import`, and by `npm start` on an empty
// database or one imported by an older format (importNeeded).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgrounds } from '../../db/schema/index.ts';
import { deferMapCells, refreshMapCells } from '../campgrounds/map-cells.ts';
import { recomputeStoredConnectivity } from '../field-reports/connectivity-repository.ts';
import { loadEditedNames, loadManagedListings } from '../listings/managed-listings.ts';
import { assignSlugs } from './assign-slugs.ts';
import { createStateLocator } from './assign-state.ts';
import { buildCampgrounds } from './build-campgrounds.ts';
import { buildForestPlaces, buildPlaces } from './build-places.ts';
import { campgroundContent, campgroundRow, chooseExternalKey } from './campground-rows.ts';
import { loadExistingCampgrounds, refreshCampgroundCounts, writeCampgrounds } from './campground-writer.ts';
import { resolveDataFiles } from './data-files.ts';
import { finalizeCampground } from './finalize-campgrounds.ts';
import type { MergedCampground } from './merge-campgrounds.ts';
import type { ImportReport } from './import-report.ts';
import { latestImportFormatVersion, recordImport } from './import-runs.ts';
import { createTownFinder } from './nearest-town.ts';
import { membershipRows, replaceAdminAreaMemberships, writePlaceCounts } from './place-stats-writer.ts';
import { preparePlaces } from './prepare-places.ts';
import { readForestPolygons, readParkPolygons } from './read-area-polygons.ts';
import { readOsm, readRidb, readUscampgrounds } from './read-campground-sources.ts';
import { readCities, readForests, readNpsUnits } from './read-places.ts';
import { readStates } from './read-states.ts';
import { writePlaces, writeRegions } from './reference-writer.ts';

/**
 * Bump when an import computes something new or differently, so that `npm start` re-imports a
 * database an older format filled. 1: place slugs and counts, admin areas, prices, data_imports.
 * 2: names cased by normaliseNameCase, source-cut descriptions cut at a word (ADR 0031).
 */
export const IMPORT_FORMAT_VERSION = 2;

export interface ImportOptions {
  dataDir: string;
  log?: (line: string) => void;
  /** The clock for what the import dates (connectivity ratings count visits up to today). */
  now?: () => Date;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: campgrounds.id }).from(campgrounds).limit(1);
  return rows.length === 0;
}

/** Why `npm start` must import first, or null when the data is there and current. */
export async function importNeeded(db: Db): Promise<'empty database' | 'older import format' | null> {
  if (await isDatabaseEmpty(db)) return 'empty database';
  // Databases imported before data_imports existed have no row: they count as format 0.
  const version = (await latestImportFormatVersion(db)) ?? 0;
  return version < IMPORT_FORMAT_VERSION ? 'older import format' : null;
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
  const outlines = { forests: readForestPolygons(files.forests), parks: readParkPolygons(files.parkPolygons) };
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
    // Thousands of rows written: the map cells are rebuilt once below, not followed row by row.
    await deferMapCells(tx);
    const existing = await loadExistingCampgrounds(tx);
    const existingKeys = new Set(existing.keys());
    // The fields a managed campground's managers edited are theirs (docs/api-manager.md): the
    // sources' values of those fields give way to the table's before slugs, counts and the hash
    // are worked out. The hash then covers the kept values, so unchanged sources stay a no-op.
    const managed = await loadManagedListings(tx);
    // A name edited by hand stays, on any campground (ADR 0031): the import's casing is no correction.
    const editedNames = await loadEditedNames(tx);
    const keyed = finals.map((campground, index) => {
      const externalKey = chooseExternalKey(campground, existingKeys);
      const edited = managed.get(externalKey);
      const editedName = editedNames.get(externalKey);
      if (!edited)
        return { campground: editedName === undefined ? campground : { ...campground, name: editedName }, externalKey };
      const merged = { ...built.campgrounds[index]!, ...(edited as Partial<MergedCampground>) };
      const final = finalizeCampground(merged, towns, regionNames.get(merged.regionCode) ?? merged.regionCode);
      // An edited name as the managers wrote it, even one the import would have completed with a
      // town; a name nobody edited is the sources' (completed as for any campground).
      return { campground: edited.name === undefined ? final : { ...final, name: edited.name }, externalKey };
    });
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
    const current = new Set(rows.map((row) => row.externalKey));
    const kept = [...existing].filter(([key]) => !current.has(key));
    const places = await preparePlaces(tx, placeRows, {
      states,
      outlines,
      campgrounds: [
        ...rows.map(({ externalKey, latitude, longitude, regionCode, agency }) => ({
          key: externalKey,
          latitude,
          longitude,
          regionCode,
          agency,
          hidden: existing.get(externalKey)?.hidden ?? false,
        })),
        ...kept.map(([key, { latitude, longitude, regionCode, agency, hidden }]) => ({
          key,
          latitude,
          longitude,
          regionCode,
          agency,
          hidden,
        })),
      ],
    });
    const placeCounts = await writePlaces(tx, placeRows);
    const campgroundCounts = await writeCampgrounds(tx, rows, existing);
    await refreshCampgroundCounts(tx);
    // Inside the transaction: readers keep the old clusters until the new campgrounds commit.
    await refreshMapCells(tx);
    await writePlaceCounts(tx, places.staleCounts);
    await replaceAdminAreaMemberships(tx, await membershipRows(tx, places.memberships));
    // Ratings stored under an older rule follow the current one (ADR 0031); cheap, only campgrounds with reports.
    await recomputeStoredConnectivity(tx, options.now?.() ?? new Date());
    const notInSources = kept.length;
    return { regionCount, placeCounts, campgroundCounts, notInSources, adminAreas: places.summary };
  });
  log(`Wrote campgrounds, places and admin areas (${seconds(started)})`);

  // Fresh statistics and visibility map: without them the planner misjudges region sizes and
  // counts cannot use index-only scans. VACUUM cannot run inside the transaction above.
  await db.execute(sql`VACUUM ANALYZE campgrounds, places, regions, admin_area_campgrounds, campground_map_cells`);

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
    adminAreas: written.adminAreas,
    elapsedMs: performance.now() - started,
  };
  await recordImport(db, IMPORT_FORMAT_VERSION, report);
  const { campgrounds: c } = report;
  log(
    `Imported ${c.total} campgrounds (inserted ${c.inserted}, updated ${c.updated}, unchanged ${c.unchanged}) ` +
      `and ${placeRows.length} places in ${seconds(started)}`,
  );
  return report;
}
