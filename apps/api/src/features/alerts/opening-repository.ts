// SQL for an alert's openings as the member reads them: a page, newest first, with the site's
// name, and each opening's deliveries.
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alertDeliveries, alertOpenings, sites, type AlertChannel } from '../../db/schema/index.ts';
import type { Page } from '../../jsonapi/query.ts';

export interface OpeningRecord {
  id: string;
  alertId: string;
  userId: number;
  siteId: number;
  siteName: string;
  campgroundId: number;
  startDate: string;
  endDate: string;
  reason: string;
  createdAt: Date;
}

export interface DeliveryRecord {
  openingId: string;
  channel: AlertChannel;
  status: 'sent' | 'skipped' | 'digest';
  createdAt: Date;
}

const openingColumns = {
  id: alertOpenings.id,
  alertId: alertOpenings.alertId,
  userId: alertOpenings.userId,
  siteId: alertOpenings.siteId,
  siteName: sites.name,
  campgroundId: sites.campgroundId,
  startDate: alertOpenings.startDate,
  endDate: alertOpenings.endDate,
  reason: alertOpenings.reason,
  createdAt: alertOpenings.createdAt,
};

export async function findOpening(db: Db, id: string): Promise<OpeningRecord | null> {
  const [row] = await db
    .select(openingColumns)
    .from(alertOpenings)
    .innerJoin(sites, eq(sites.id, alertOpenings.siteId))
    .where(eq(alertOpenings.id, id))
    .limit(1);
  return row ?? null;
}

export async function listOpenings(
  db: Db,
  alertId: string,
  page: Page,
): Promise<{ rows: OpeningRecord[]; total: number }> {
  const rows = await db
    .select(openingColumns)
    .from(alertOpenings)
    .innerJoin(sites, eq(sites.id, alertOpenings.siteId))
    .where(eq(alertOpenings.alertId, alertId))
    .orderBy(desc(alertOpenings.createdAt), desc(alertOpenings.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(alertOpenings).where(eq(alertOpenings.alertId, alertId));
  return { rows, total: total?.n ?? 0 };
}

export async function findDeliveries(db: Db, openingIds: string[]): Promise<DeliveryRecord[]> {
  if (openingIds.length === 0) return [];
  const rows = await db
    .select({
      openingId: alertDeliveries.openingId,
      channel: alertDeliveries.channel,
      status: alertDeliveries.status,
      createdAt: alertDeliveries.createdAt,
    })
    .from(alertDeliveries)
    .where(inArray(alertDeliveries.openingId, openingIds))
    .orderBy(asc(alertDeliveries.id));
  return rows as DeliveryRecord[];
}
