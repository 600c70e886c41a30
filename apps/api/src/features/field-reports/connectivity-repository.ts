// campground_connectivity: one row per campground and carrier, derived from visible field
// reports by rateCarrier and rewritten whole in the transaction of the write that changes it.
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { CARRIER_IDS, type Carrier, type ConnectivityRating, type SignalLevel } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { campgroundConnectivity, campgrounds, fieldReports, fieldReportSignals } from '../../db/schema/index.ts';
import { oldestCountingVisit, rateCarrier, type CarrierObservation } from './connectivity.ts';

export interface ConnectivityRecord {
  carrier: Carrier;
  rating: ConnectivityRating;
  reportCount: number;
  medianDownloadMbps: number | null;
  medianUploadMbps: number | null;
  updatedAt: Date | null;
}

/** Visible reports' signals still inside the window, newest visit first. */
async function recentObservations(tx: Db, campgroundId: number, today: string) {
  return tx
    .select({
      carrier: fieldReportSignals.carrier,
      visitedOn: fieldReports.visitedOn,
      signal: fieldReportSignals.signal,
      downloadMbps: fieldReportSignals.downloadMbps,
      uploadMbps: fieldReportSignals.uploadMbps,
    })
    .from(fieldReportSignals)
    .innerJoin(fieldReports, eq(fieldReports.id, fieldReportSignals.fieldReportId))
    .where(
      and(
        eq(fieldReports.campgroundId, campgroundId),
        isNull(fieldReports.hiddenAt),
        gte(fieldReports.visitedOn, oldestCountingVisit(today)),
      ),
    )
    .orderBy(desc(fieldReports.visitedOn), desc(fieldReports.createdAt), desc(fieldReports.id));
}

/** Rewrites the campground's rows, one per carrier that has any recent report. */
export async function recomputeConnectivity(tx: Db, campgroundId: number, now: Date): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const observations = await recentObservations(tx, campgroundId, today);
  await tx.delete(campgroundConnectivity).where(eq(campgroundConnectivity.campgroundId, campgroundId));
  const rows = CARRIER_IDS.flatMap((carrier) => {
    const ofCarrier: CarrierObservation[] = observations
      .filter((o) => o.carrier === carrier)
      .map((o) => ({ ...o, signal: o.signal as SignalLevel }));
    const rated = rateCarrier(ofCarrier, today);
    return rated.reportCount === 0 ? [] : [{ campgroundId, carrier, ...rated, updatedAt: now }];
  });
  if (rows.length) await tx.insert(campgroundConnectivity).values(rows);
}

/**
 * Recomputes every campground that has stored ratings or visible field reports, each under a lock on
 * its row as every write takes (lockCampground), so ratings stored under an older rule follow the
 * current one. The import runs it in its transaction; it touches only campgrounds with reports.
 */
export async function recomputeStoredConnectivity(tx: Db, now: Date): Promise<number> {
  const result = await tx.execute<{ id: string | number }>(sql`
    SELECT ${campgrounds.id} AS id FROM ${campgrounds}
    WHERE ${campgrounds.id} IN (
      SELECT ${campgroundConnectivity.campgroundId} FROM ${campgroundConnectivity}
      UNION SELECT ${fieldReports.campgroundId} FROM ${fieldReports} WHERE ${fieldReports.hiddenAt} IS NULL
    )
    ORDER BY ${campgrounds.id}
    FOR UPDATE`);
  const { rows } = result as unknown as { rows: { id: string | number }[] };
  for (const { id } of rows) await recomputeConnectivity(tx, Number(id), now);
  return rows.length;
}

/** Every carrier, Unknown where nothing is stored. */
export async function findConnectivity(db: Db, campgroundId: number): Promise<ConnectivityRecord[]> {
  const stored = await db
    .select()
    .from(campgroundConnectivity)
    .where(eq(campgroundConnectivity.campgroundId, campgroundId));
  return CARRIER_IDS.map((carrier) => {
    const row = stored.find((r) => r.carrier === carrier);
    if (!row) {
      return {
        carrier,
        rating: 'Unknown',
        reportCount: 0,
        medianDownloadMbps: null,
        medianUploadMbps: null,
        updatedAt: null,
      };
    }
    return {
      carrier,
      rating: row.rating as ConnectivityRating,
      reportCount: row.reportCount,
      medianDownloadMbps: row.medianDownloadMbps,
      medianUploadMbps: row.medianUploadMbps,
      updatedAt: row.updatedAt,
    };
  });
}
