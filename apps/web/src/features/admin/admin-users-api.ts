// The admin's user search and role switches (docs/api-claims.md "Admin users"; PATCH /users/{id}
// with admin or manager, docs/api-accounts.md).
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  admin: z.boolean().default(false),
  manager: z.boolean().default(false),
  pro: z.boolean().default(false),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export type UserRole = 'admin' | 'manager';

export async function searchUsers(client: ApiClient, query: string): Promise<AdminUser[]> {
  const { data } = await client.findAll('users', { filter: { q: query.trim() } });
  return data.map((record) => adminUserSchema.parse(record));
}

export async function setUserRole(
  client: ApiClient,
  userId: string,
  role: UserRole,
  granted: boolean,
): Promise<AdminUser> {
  return adminUserSchema.parse(await client.updateRecord('users', userId, { [role]: granted }));
}
