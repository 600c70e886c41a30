// The API's account as the session keeps it, checked where the session is made (the server).
import { z } from 'zod';
import type { SessionUser } from './session-user';

export const sessionUserSchema = z.object({
  id: z.string(),
  admin: z.boolean().default(false),
  manager: z.boolean().default(false),
  pro: z.boolean().default(false),
  email: z.string(),
  phone: z
    .string()
    .nullish()
    .transform((phone) => phone ?? null),
  // Accounts created through Google or Apple may come without a name.
  fullName: z
    .string()
    .nullish()
    .transform((name) => name ?? ''),
}) satisfies z.ZodType<SessionUser>;
