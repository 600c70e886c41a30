// The data_imports log: one row per finished import, and the check `npm start` makes with it.
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataImports } from '../../db/schema/index.ts';
import type { ImportReport } from './import-report.ts';

export async function recordImport(db: Db, formatVersion: number, report: ImportReport): Promise<void> {
  await db.insert(dataImports).values({ formatVersion, report });
}

/** The format version of the newest finished import; null when none was ever recorded. */
export async function latestImportFormatVersion(db: Db): Promise<number | null> {
  const rows = await db
    .select({ formatVersion: dataImports.formatVersion })
    .from(dataImports)
    .orderBy(desc(dataImports.finishedAt), desc(dataImports.id))
    .limit(1);
  return rows[0]?.formatVersion ?? null;
}
