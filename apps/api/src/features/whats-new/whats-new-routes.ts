// GET /api/v6/whats-new/campgrounds, /whats-new/reviews and /whats-new/field-reports: the
// newest additions for the /new page (docs/api-whats-new.md). Public and the same for everyone.
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import { pageDocument } from '../../jsonapi/document.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import {
  newCampgroundListSchema,
  newCampgroundsSpec,
  newCommunitySpec,
  newFieldReportListSchema,
  newReviewListSchema,
} from './whats-new-schemas.ts';
import { getChangedCampgrounds, getNewFieldReports, getNewReviews, type NewItems } from './whats-new-service.ts';

const BASE = `${API_BASE_PATH}/whats-new`;
const SORTS = { 'available-sort-options': newCommunitySpec.sorts };

export function registerWhatsNewRoutes(catalog: RouteCatalog, { db }: AppContext): void {
  function page(path: string, rawQuery: Record<string, unknown>, pageQuery: { number: number; size: number }) {
    return (items: NewItems) =>
      pageDocument(items.data, {
        path,
        query: rawQuery,
        page: pageQuery,
        total: items.total,
        meta: { ...SORTS, ...items.meta },
        included: items.included,
      });
  }

  catalog.add({
    method: 'GET',
    url: `${BASE}/campgrounds`,
    summary: 'Campgrounds newly added (or updated since), newest first',
    tag: 'whats-new',
    query: { list: newCampgroundsSpec },
    response: { status: 200, description: 'A page of campgrounds', schema: newCampgroundListSchema },
    errors: [400],
    handler: async ({ query, rawQuery }) => {
      const { change = 'added', around } = query.filter;
      const items = await getChangedCampgrounds(db, change, around, query.page);
      return page(`${BASE}/campgrounds`, rawQuery, query.page)(items);
    },
  });

  catalog.add({
    method: 'GET',
    url: `${BASE}/reviews`,
    summary: 'The newest reviews, anywhere or near a point',
    tag: 'whats-new',
    query: { list: newCommunitySpec },
    response: { status: 200, description: 'A page of reviews', schema: newReviewListSchema },
    errors: [400],
    handler: async ({ query, rawQuery }) => {
      const items = await getNewReviews(db, query.filter.around, query.page, query.include.has('campground'));
      return page(`${BASE}/reviews`, rawQuery, query.page)(items);
    },
  });

  catalog.add({
    method: 'GET',
    url: `${BASE}/field-reports`,
    summary: 'The newest field reports (conditions and signal), anywhere or near a point',
    tag: 'whats-new',
    query: { list: newCommunitySpec },
    response: { status: 200, description: 'A page of field reports', schema: newFieldReportListSchema },
    errors: [400],
    handler: async ({ query, rawQuery }) => {
      const items = await getNewFieldReports(db, query.filter.around, query.page, query.include.has('campground'));
      return page(`${BASE}/field-reports`, rawQuery, query.page)(items);
    },
  });
}
