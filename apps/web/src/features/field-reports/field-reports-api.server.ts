import { cache } from 'react';
import { getCommunityCollection } from '@/features/community/community-api.server';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { parseResource } from '@/lib/json-api/json-api-document';
import { type FieldReport, fieldReportSchema } from './field-report-schema';

export interface FieldReportPage {
  reports: FieldReport[];
  total: number;
}

function totalOf(meta: unknown): number {
  const total = (camelizeKeys(meta ?? {}) as { total?: unknown }).total;
  return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : 0;
}

/** One page of a campground's visible field reports, most recent visit first. */
export const listCampgroundFieldReports = cache(
  async (campgroundId: string, page: number, pageSize: number): Promise<FieldReportPage> => {
    const document = await getCommunityCollection(`/campgrounds/${encodeURIComponent(campgroundId)}/field-reports`, {
      sort: '-visited-on',
      'page[number]': page,
      'page[size]': pageSize,
    });
    return {
      reports: document.data.map((resource) => {
        const author = resource.relationships?.author?.data;
        return {
          ...parseResource(fieldReportSchema, resource),
          authorId: author && !Array.isArray(author) ? author.id : null,
        };
      }),
      total: totalOf(document.meta),
    };
  },
);
