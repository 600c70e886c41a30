// Wire shapes of first-party analytics (docs/api-analytics.md): the batch the browser sends,
// the admin's summary query, and the summary answered. Event names come from the one shared
// list (packages/domain); every size is capped so an event stays a small row.
import { z } from 'zod';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_LIMITS, EXPERIMENT_NAME_PATTERN, isIsoDate } from '@campwise/domain';
import { AppError, type FieldIssue } from '../../errors/app-error.ts';
import { resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';

export const ANALYTICS_EVENT_TYPE = 'analytics-events';
export const ANALYTICS_SUMMARY_TYPE = 'analytics-summaries';

const L = ANALYTICS_LIMITS;

const propertyValue = z.union([z.string().max(L.propertyValueLength), z.number().finite(), z.boolean(), z.null()], {
  error: `A property is a string of at most ${L.propertyValueLength} characters, a number, true, false or null.`,
});

const properties = z
  .record(
    z
      .string()
      .min(1)
      .max(L.propertyKeyLength, { error: `A property name has at most ${L.propertyKeyLength} characters.` }),
    propertyValue,
    { error: 'properties is an object of flat values.' },
  )
  .refine((value) => Object.keys(value).length <= L.properties, {
    error: `An event has at most ${L.properties} properties.`,
  });

const experimentName = z.string().regex(EXPERIMENT_NAME_PATTERN, {
  error: 'Experiment and variant names are lower-case letters, digits and hyphens.',
});

const experiments = z
  .record(experimentName, experimentName, { error: 'experiments maps experiment names to variant names.' })
  .refine((value) => Object.keys(value).length <= L.experiments, {
    error: `An event names at most ${L.experiments} experiments.`,
  });

const VISITOR_MESSAGE = `visitor-id is 1 to ${L.visitorIdLength} letters, digits, "_" or "-".`;

export const eventAttributesSchema = z.strictObject({
  name: z.enum(ANALYTICS_EVENT_NAMES, { error: 'name is not one of the analytics events.' }),
  'visitor-id': z
    .string({ error: VISITOR_MESSAGE })
    .regex(new RegExp(`^[A-Za-z0-9_-]{1,${L.visitorIdLength}}$`), { error: VISITOR_MESSAGE }),
  'occurred-at': z.iso.datetime({ offset: true, error: 'occurred-at is an ISO 8601 timestamp.' }),
  'page-name': z.string().max(L.pageNameLength).nullable().default(null),
  path: z
    .string()
    .max(L.pathLength)
    .refine((value) => value.startsWith('/'), { error: 'path is a path on this site, starting with "/".' })
    .nullable()
    .default(null),
  properties: properties.default({}),
  experiments: experiments.default({}),
});

export type EventAttributes = z.output<typeof eventAttributesSchema>;

const eventResourceInput = z.object(
  {
    type: z.literal(ANALYTICS_EVENT_TYPE, { error: `The resource type must be "${ANALYTICS_EVENT_TYPE}".` }),
    attributes: eventAttributesSchema,
  },
  { error: 'Each item of data is an analytics-events resource object.' },
);

export const eventBatchDocumentSchema = z.object(
  {
    data: z
      .array(eventResourceInput, { error: 'data is a list of analytics-events.' })
      .min(1, { error: 'Send at least one event.' })
      .max(L.batchSize, { error: `Send at most ${L.batchSize} events at a time.` }),
  },
  { error: 'The request body must be a JSON:API document.' },
);

function pointerOf(path: readonly PropertyKey[]): string {
  return path.map((token) => `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/**
 * A batch that is not shaped right is a 400 pointing at the bad member; an event whose attributes
 * break a rule is a 422, one error per event attribute (/data/3/attributes/name).
 */
export function eventBatchError(issues: readonly z.core.$ZodIssue[]): AppError {
  const attributeIssue = (issue: z.core.$ZodIssue) => issue.path[0] === 'data' && issue.path[2] === 'attributes';
  const structural = issues.find(
    (issue) => !attributeIssue(issue) || (issue.path.length === 3 && issue.code !== 'unrecognized_keys'),
  );
  if (structural) return AppError.invalidBody(pointerOf(structural.path), structural.message);
  const fields: FieldIssue[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        fields.push({
          pointer: pointerOf([...issue.path, key]),
          detail: `"${key}" is not an attribute of an analytics event.`,
        });
      }
    } else fields.push({ pointer: pointerOf(issue.path.slice(0, 4)), detail: issue.message });
  }
  const seen = new Set<string>();
  return AppError.validation(fields.filter((field) => !seen.has(field.pointer) && seen.add(field.pointer)));
}

export const acceptedDocumentSchema = z.object({ meta: z.object({ accepted: z.number().int() }) });

const DATE_MESSAGE = 'a date as YYYY-MM-DD';
const isoDate = z.string().refine(isIsoDate, { error: DATE_MESSAGE });

export const summaryQuerySpec = {
  filters: {
    from: isoDate.describe('First day (UTC), inclusive; 29 days before `to` when absent'),
    to: isoDate.describe('Last day (UTC), inclusive; today when absent'),
  },
  parameters: {},
};

const summaryAttributesSchema = z.object({
  from: z.string(),
  to: z.string(),
  'events-per-day': z.array(z.object({ day: z.string(), name: z.string(), count: z.number().int() })),
  funnel: z.array(z.object({ step: z.string(), visitors: z.number().int() })),
  experiments: z.array(
    z.object({
      experiment: z.string(),
      variant: z.string(),
      visitors: z.number().int(),
      'pro-purchases': z.number().int(),
      'conversion-rate': z.number(),
    }),
  ),
  'recorded-purchases': z.array(z.object({ experiment: z.string(), variant: z.string(), purchases: z.number().int() })),
});

export const summaryDocumentSchema = singleDocumentSchema(
  resourceSchema(ANALYTICS_SUMMARY_TYPE, summaryAttributesSchema),
);
