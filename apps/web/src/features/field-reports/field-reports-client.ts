// Browser writes of standalone field reports (docs/api-community.md).
import { createFieldReport } from './field-reports-api';
import type { FieldReportAttributesInput } from './field-report-draft';
import { signedInApiClient } from '@/lib/session-api-client';

/** POST /field-reports without a review. */
export function postFieldReport(campgroundId: string, attributes: FieldReportAttributesInput): Promise<void> {
  return createFieldReport(campgroundId, null, attributes);
}

/** DELETE /field-reports/{id}: the author's own (the API refuses everyone else). */
export async function deleteFieldReport(reportId: string): Promise<void> {
  await (await signedInApiClient()).write('DELETE', `/field-reports/${encodeURIComponent(reportId)}`);
}
