// Wire shapes of the admin's view of background jobs (docs/api-alerts.md, "Jobs (admins)"). A
// job's payload is never part of them: an email job's holds a password-reset link.
import { z } from 'zod';
import {
  listDocumentSchema,
  listMetaSchema,
  resourceSchema,
  singleDocumentSchema,
} from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';

/** What an admin looks at: failed for good, failing and waiting for a retry, or held by a runner past its lease. */
export const TROUBLE_STATUSES = ['dead', 'retrying', 'stuck'] as const;
export type TroubleStatus = (typeof TROUBLE_STATUSES)[number];

/** On the wire, a running job whose lease has run out is `stuck`; every other status is the stored one. */
export const WIRE_JOB_STATUSES = ['queued', 'running', 'succeeded', 'retrying', 'dead', 'stuck'] as const;

export const jobIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,14}$/) });

const jobAttributesSchema = z.object({
  kind: z.string(),
  status: z.enum(WIRE_JOB_STATUSES),
  attempts: z.number().int(),
  'max-attempts': z.number().int(),
  'run-at': z.string(),
  'last-error': z.string().nullable(),
  'created-at': z.string(),
  'updated-at': z.string(),
  'finished-at': z.string().nullable(),
  'locked-by': z.string().nullable(),
  'locked-until': z.string().nullable(),
});

const jobResourceSchema = resourceSchema('jobs', jobAttributesSchema);

export const jobDocumentSchema = singleDocumentSchema(jobResourceSchema);

export const jobListDocumentSchema = listDocumentSchema(
  jobResourceSchema,
  listMetaSchema.extend({
    counts: z.object({ dead: z.number().int(), retrying: z.number().int(), stuck: z.number().int() }),
  }),
);

export const JOB_SORTS = [{ value: '-updated-at', label: 'Most recently changed first' }] as const;

export const jobListSpec = {
  filters: {
    status: z
      .enum(TROUBLE_STATUSES)
      .describe('dead, retrying or stuck (running past its lease); all three when absent'),
  },
  includes: [],
  sorts: JOB_SORTS,
  defaultSort: '-updated-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;
