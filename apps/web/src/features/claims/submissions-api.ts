// Suggested listings (/claim/add; docs/api-claims.md `campground-submissions`): the user's own,
// and sending one. The admin's review of them lives with the admin screens.
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

const SUBMISSIONS = 'campground-submissions';

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'In review',
  approved: 'Live',
  rejected: 'Not added',
};

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));

export const submissionSchema = z.object({
  id: z.string(),
  submitterRole: z.enum(['owner', 'camper']).catch('camper'),
  status: z.enum(SUBMISSION_STATUSES),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  description: optionalText,
  website: optionalText,
  phone: optionalText,
  email: optionalText,
  siteTypes: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
  amenities: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
  priceCents: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  reservable: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  rejectionReason: optionalText,
  campgroundId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : String(value))),
  submitterName: optionalText,
  submitterEmail: optionalText,
  createdAt: optionalText,
});
export type Submission = z.infer<typeof submissionSchema>;

export interface SubmissionInput {
  submitterRole: 'owner' | 'camper';
  name: string;
  latitude: number;
  longitude: number;
  description: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  siteTypes: string[];
  amenities: string[];
  priceCents: number | null;
}

export async function createSubmission(client: ApiClient, input: SubmissionInput): Promise<Submission> {
  // Absent optional facts are left out rather than sent as null: the API's ? means "may be missing".
  const attributes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
  return submissionSchema.parse(await client.createRecord(SUBMISSIONS, attributes));
}

/** The signed-in user's own suggestions (admins get the queue from the admin screens). */
export async function loadMySubmissions(client: ApiClient): Promise<Submission[]> {
  const { data } = await client.findAll(SUBMISSIONS);
  return data.map((record) => submissionSchema.parse(record));
}

/** The admin's queue: every suggestion of a status, oldest first as the API orders it. */
export async function loadSubmissions(client: ApiClient, status: SubmissionStatus): Promise<Submission[]> {
  const { data } = await client.findAll(SUBMISSIONS, { filter: { status } });
  return data.map((record) => submissionSchema.parse(record));
}
