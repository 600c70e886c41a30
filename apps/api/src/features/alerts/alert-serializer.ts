// JSON:API resources of alerts and their openings (docs/api-alerts.md), and what include= adds.
import type { Db } from '../../db/client.ts';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import { findCampgroundsByIds } from '../campgrounds/campground-repository.ts';
import { campgroundResource } from '../campgrounds/campground-serializer.ts';
import { siteTypeResource, writtenSiteResource } from '../inventory/inventory-serializer.ts';
import { bookPath } from './alert-messages.ts';
import { findSitesAndTypes, type AlertRecord } from './alert-repository.ts';
import type { OpeningView } from './opening-service.ts';

const link = (type: string, id: number | string | null) => ({ data: id === null ? null : { type, id: String(id) } });

export function alertResource(alert: AlertRecord): ResourceObject {
  return resource(
    'alerts',
    alert.id,
    {
      mode: alert.mode,
      startDate: alert.startDate,
      endDate: alert.endDate,
      nights: alert.nights,
      weekendsOnly: alert.weekendsOnly,
      rvLengthFt: alert.rvLengthFt,
      status: alert.status,
      watching: alert.watching,
      lastOpeningAt: alert.lastOpeningAt?.toISOString() ?? null,
      openingCount: alert.openingCount,
      createdAt: alert.createdAt.toISOString(),
      updatedAt: alert.updatedAt.toISOString(),
    },
    {
      campground: link('campgrounds', alert.campgroundId),
      siteType: link('site-types', alert.siteTypeId),
      site: link('sites', alert.siteId),
    },
  );
}

export function openingResource({ opening, stillAvailable, deliveries }: OpeningView): ResourceObject {
  return resource(
    'alert-openings',
    opening.id,
    {
      siteId: String(opening.siteId),
      siteName: opening.siteName,
      startDate: opening.startDate,
      endDate: opening.endDate,
      reason: opening.reason,
      createdAt: opening.createdAt.toISOString(),
      stillAvailable,
      deliveries: deliveries.map((delivery) => ({
        channel: delivery.channel,
        status: delivery.status,
        'created-at': delivery.createdAt.toISOString(),
      })),
      bookPath: bookPath(opening.id),
    },
    { alert: link('alerts', opening.alertId) },
  );
}

/** The campgrounds, site types and sites the alerts name, as include= asks. */
export async function alertIncluded(db: Db, alerts: AlertRecord[], include: Set<string>): Promise<ResourceObject[]> {
  const included: ResourceObject[] = [];
  const ids = (pick: (alert: AlertRecord) => number | null) =>
    [...new Set(alerts.map(pick))].filter((id): id is number => id !== null);
  if (include.has('campground')) {
    included.push(
      ...(
        await findCampgroundsByIds(
          db,
          ids((a) => a.campgroundId),
        )
      ).map((row) => campgroundResource(row)),
    );
  }
  const { siteRows, typeRows } = await findSitesAndTypes(
    db,
    include.has('site') ? ids((a) => a.siteId) : [],
    include.has('site-type') ? ids((a) => a.siteTypeId) : [],
  );
  const types = new Map(typeRows.map((row) => [row.id, row]));
  if (include.has('site-type')) {
    for (const id of ids((a) => a.siteTypeId)) if (types.has(id)) included.push(siteTypeResource(types.get(id)!));
  }
  for (const site of siteRows) included.push(writtenSiteResource(site, types.get(site.siteTypeId)!, null));
  return included;
}
