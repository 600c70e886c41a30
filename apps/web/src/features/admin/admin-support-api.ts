// The admin's support inbox (docs/api-support.md): messages from the Help widget's contact form,
// open ones first by default, and closing one once it is answered.
import { SUPPORT_STATUSES } from '@campwise/domain';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

export const SUPPORT_PAGE_SIZE = 50;

export const supportMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  pagePath: z.string().nullable(),
  status: z.enum(SUPPORT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  userId: z.string().nullable().optional(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** The inbox's tabs. */
export const SUPPORT_FILTERS = ['open', 'closed'] as const;
export type SupportFilter = (typeof SUPPORT_FILTERS)[number];

export async function loadSupportMessages(
  client: ApiClient,
  status: SupportFilter,
): Promise<{ messages: SupportMessage[]; total: number }> {
  const { data, meta } = await client.findAll('support-messages', {
    filter: { status },
    page: { size: SUPPORT_PAGE_SIZE, number: 1 },
  });
  return {
    messages: data.map((record) => supportMessageSchema.parse(record)),
    total: Number(meta.total ?? data.length),
  };
}

export async function setSupportMessageStatus(
  client: ApiClient,
  id: string,
  status: SupportFilter,
): Promise<SupportMessage> {
  return supportMessageSchema.parse(await client.updateRecord('support-messages', id, { status }));
}
