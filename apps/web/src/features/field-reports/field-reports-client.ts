// Browser writes of standalone field reports (docs/api-community.md).
import { createFieldReport } from '@/features/connectivity/field-reports-api';
import type { FieldReportAttributesInput } from '@/features/connectivity/field-report-draft';
import { sendWrite } from '@/features/reviews/community-client';

/** POST /field-reports without a review. */
export function postFieldReport(campgroundId: string, attributes: FieldReportAttributesInput): Promise<void> {
  return createFieldReport(campgroundId, null, attributes);
}

/** DELETE /field-reports/{id}: the author's own (the API refuses everyone else). */
export async function deleteFieldReport(reportId: string): Promise<void> {
  await sendWrite('DELETE', `/field-reports/${encodeURIComponent(reportId)}`);
}
