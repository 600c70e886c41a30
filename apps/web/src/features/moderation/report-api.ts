// POST /content-reports (docs/api-community.md "Reports and moderation") and how its errors
// map onto the report form's fields.
import type { ReportTargetType } from '@campwise/domain';
import { type ApiClient, ApiError, errorMessages } from '@/lib/api-client';

/** What is being reported: the overlay names it ("Report this review") and sends its id. */
export interface ReportTarget {
  type: ReportTargetType;
  id: string;
  /** What the camper sees it as, e.g. the campground's name or "Review by Sam". */
  name: string;
}

export interface ReportInput {
  reason: string;
  details: string;
}

export async function submitReport(client: ApiClient, target: ReportTarget, input: ReportInput): Promise<void> {
  await client.postAction('/content-reports', 'content-reports', {
    targetType: target.type,
    targetId: target.id,
    reason: input.reason,
    details: input.details.trim(),
  });
}

export interface ReportFailure {
  /** Messages that belong to one field, by attribute name (reason, details). */
  fields: Partial<Record<'reason' | 'details', string>>;
  /** Everything else: shown above the buttons. */
  general: string[];
}

/** Splits an API failure into field messages (422 pointers) and the rest. */
export function reportFailure(error: unknown): ReportFailure {
  const failure: ReportFailure = { fields: {}, general: [] };
  if (!(error instanceof ApiError)) return { ...failure, general: errorMessages(error) };
  for (const item of error.errors) {
    const field = /^\/data\/attributes\/(reason|details)$/.exec(item.source?.pointer ?? '')?.[1] as
      'reason' | 'details' | undefined;
    const text = item.detail ?? item.title ?? '';
    if (field && text) failure.fields[field] ??= text;
    else if (text) failure.general.push(text);
  }
  if (!failure.general.length && !Object.keys(failure.fields).length) failure.general = errorMessages(error);
  return failure;
}
