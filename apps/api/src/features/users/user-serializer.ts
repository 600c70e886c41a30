import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { UserRecord } from './user-repository.ts';

/** Lists its attributes one by one, so nothing new on the record (a hash) can slip out. */
export function userResource(user: UserRecord): ResourceObject {
  return resource('users', String(user.id), {
    email: user.email,
    fullName: user.fullName,
    phone: user.phone,
    city: user.city,
    camperType: user.camperType,
    emailNotification: user.emailNotification,
    phoneNotification: user.phoneNotification,
    admin: user.admin,
    manager: user.manager,
    pro: user.pro,
    verified: user.verified,
    confirmedEmail: user.confirmedEmail,
    hasPassword: user.hasPassword,
    createdAt: user.createdAt.toISOString(),
  });
}
