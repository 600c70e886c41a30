// Account use cases: sign up, read, list, update, change password, delete.
import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '@campwise/domain';
import { AppError, type FieldIssue } from '../../errors/app-error.ts';
import { attributePointer, unknownAttributeMessage } from '../../jsonapi/request-document.ts';
import type { Page } from '../../jsonapi/query.ts';
import type { Db } from '../../db/client.ts';
import type { AccountsContext } from '../auth/accounts-context.ts';
import { hashPassword, verifyPassword } from '../auth/password-hashing.ts';
import { revokeAllSessions, type AuthenticatedUser } from '../auth/token-service.ts';
import { recomputeConnectivity } from '../field-reports/connectivity-repository.ts';
import { deletePhotoFiles } from '../photos/photo-files.ts';
import type { PhotosContext } from '../photos/photos-context.ts';
import { lockCampground } from '../../http/campground-rows.ts';
import { releaseRateLimits, reserveRateLimits, signUpsPerIp } from '../../rate-limits/rate-limit.ts';
import { recomputeCampgroundRating, recountHelpful } from '../reviews/review-repository.ts';
import { endBilledMemberships, refuseIfStillBilled, type AccountMembershipsContext } from './account-memberships.ts';
import {
  deleteUser,
  findAccountFootprint,
  findCredentialsById,
  findUserById,
  insertUser,
  listUsers,
  lockUser,
  updateUser,
  type AccountFootprint,
  type UserChanges,
  type UserRecord,
  type UserSort,
} from './user-repository.ts';
import type { passwordChangeDocumentSchema, signUpDocumentSchema, UserUpdateAttributes } from './user-schemas.ts';

const CURRENT_PASSWORD_INCORRECT = 'Your current password is incorrect.';

type SignUpAttributes = z.output<typeof signUpDocumentSchema>['data']['attributes'];
type PasswordChangeAttributes = z.output<typeof passwordChangeDocumentSchema>['data']['attributes'];

export const TOO_MANY_SIGN_UPS = 'Too many accounts were created from your network. Please try again later.';

/**
 * Creates an account. Flags such as admin or verified are the server's to set: whatever was sent
 * is ignored. Each client address may create SIGN_UPS_PER_ADDRESS_PER_HOUR accounts an hour
 * (429 beyond); the slot is taken before the password is hashed and given back when no account
 * is made.
 */
export async function signUp(
  ctx: AccountsContext,
  attributes: SignUpAttributes,
  caller: { ip: string },
): Promise<UserRecord> {
  const now = ctx.clock();
  const policy = signUpsPerIp(ctx.config.signUpsPerAddressPerHour);
  const reservation = await reserveRateLimits(ctx.db, [{ policy, key: `sign-up:ip:${caller.ip}` }], now);
  if (!reservation.allowed) throw AppError.rateLimited(TOO_MANY_SIGN_UPS, reservation.retryAfterSeconds);
  try {
    // No look-up first: the unique index decides, so two sign-ups racing for one email get one 409.
    return await insertUser(ctx.db, {
      email: attributes.email,
      passwordHash: await hashPassword(attributes.password),
      fullName: attributes['full-name'],
      phone: attributes.phone ?? null,
      city: attributes.city ?? null,
      camperType: attributes['camper-type'] ?? [],
      emailNotification: attributes['email-notification'] ?? false,
      phoneNotification: attributes['phone-notification'] ?? false,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    await releaseRateLimits(ctx.db, reservation);
    throw error;
  }
}

export async function getUser(db: Db, id: number): Promise<UserRecord> {
  const user = await findUserById(db, id);
  if (!user) throw AppError.notFound(`No user with id ${id}.`);
  return user;
}

export interface UserListRequest {
  filter: { current?: string; email?: string; q?: string };
  sort: UserSort;
  page: Page;
}

/** `filter[current]` is anyone's own record; every other listing is for admins. */
export async function getUserPage(db: Db, actor: AuthenticatedUser, request: UserListRequest) {
  const current = request.filter.current !== undefined;
  if (!current && !actor.admin) throw AppError.forbidden('Only admins may list users; use filter[current]=1.');
  return listUsers(
    db,
    { id: current ? actor.id : undefined, email: request.filter.email, q: request.filter.q },
    request.sort,
    request.page,
  );
}

const ADMIN_ONLY_ATTRIBUTES = ['admin', 'manager'] as const;

function changesFrom(attributes: UserUpdateAttributes): UserChanges {
  const changes: UserChanges = {};
  if (attributes['full-name'] !== undefined) changes.fullName = attributes['full-name'];
  if (attributes.phone !== undefined) changes.phone = attributes.phone;
  if (attributes.city !== undefined) changes.city = attributes.city;
  if (attributes['camper-type'] !== undefined) changes.camperType = attributes['camper-type'];
  if (attributes['email-notification'] !== undefined) changes.emailNotification = attributes['email-notification'];
  if (attributes['phone-notification'] !== undefined) changes.phoneNotification = attributes['phone-notification'];
  if (attributes.admin !== undefined) changes.admin = attributes.admin;
  if (attributes.manager !== undefined) changes.manager = attributes.manager;
  return changes;
}

export async function updateUserAttributes(
  ctx: AccountsContext,
  actor: AuthenticatedUser,
  id: number,
  attributes: UserUpdateAttributes,
): Promise<UserRecord> {
  if (!actor.admin) {
    const issues: FieldIssue[] = ADMIN_ONLY_ATTRIBUTES.filter((name) => attributes[name] !== undefined).map((name) => ({
      pointer: attributePointer(name),
      detail: unknownAttributeMessage(name),
    }));
    if (issues.length) throw AppError.validation(issues);
  }
  const changes = changesFrom(attributes);
  // An empty update is a no-op that answers the record as it is (spec section 5).
  if (Object.keys(changes).length === 0) return getUser(ctx.db, id);
  const updated = await updateUser(ctx.db, id, changes, ctx.clock());
  if (!updated) throw AppError.notFound(`No user with id ${id}.`);
  return updated;
}

/**
 * Sets a new password after checking the current one (an account without a password, made
 * through a provider, sets its first one). Every other session of the user ends; the one
 * making the request goes on.
 */
export async function changePassword(
  ctx: AccountsContext,
  actor: AuthenticatedUser,
  attributes: PasswordChangeAttributes,
): Promise<void> {
  const credentials = await findCredentialsById(ctx.db, actor.id);
  if (!credentials) throw AppError.unauthorized();
  if (credentials.passwordHash) {
    const current = attributes['current-password'];
    const pointer = attributePointer('current-password');
    if (current === undefined) {
      throw AppError.validation([{ pointer, detail: VALIDATION_MESSAGES.signInPasswordRequired }]);
    }
    if (!(await verifyPassword(credentials.passwordHash, current))) {
      throw AppError.validation([{ pointer, detail: CURRENT_PASSWORD_INCORRECT }]);
    }
  }
  const passwordHash = await hashPassword(attributes['new-password']);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, actor.id, { passwordHash }, now);
    await revokeAllSessions(tx, actor.id, now, actor.tokenFamilyId);
  });
}

/**
 * What deleting an account needs: the database, the photo storage its files are in, and the
 * payment provider its memberships are billed by.
 */
export type AccountDeletionContext = Pick<AccountsContext, 'db' | 'clock'> &
  Pick<PhotosContext, 'storage' | 'log'> &
  AccountMembershipsContext;

function campgroundIdsOf(footprint: AccountFootprint): number[] {
  const ids = new Set([...footprint.reviewedCampgroundIds, ...footprint.reportedCampgroundIds]);
  return [...ids].sort((a, b) => a - b);
}

/**
 * Deletes the account; its tokens, identities, reset links, reviews, helpful votes, field
 * reports, photos, saved lists and memberships go with it (foreign keys cascade). First the
 * memberships the payment provider bills are ended there: when that fails, nothing is deleted
 * (a 502 AppError; a 409 while a purchase is under way). In the same transaction
 * the numbers they counted towards are recomputed: the ratings and connectivity of the
 * campgrounds they were about, and the helpful counts of the reviews they voted for. The photo
 * files go after the commit, best effort: the account is gone whatever happens to them.
 */
export async function deleteAccount(ctx: AccountDeletionContext, id: number): Promise<void> {
  // Provider calls before the transaction: no row lock is held while the network answers.
  await endBilledMemberships(ctx, id);
  const now = ctx.clock();
  const photoKeys = await ctx.db.transaction(async (tx) => {
    // Campgrounds first, in id order, then the user: the order in which review and field report
    // writes take them (campground lock, then the user's row through the foreign key), so an
    // account deleted while its owner writes does not deadlock.
    const locked = new Set<number>();
    const lockCampgrounds = async (ids: number[]) => {
      for (const campgroundId of ids.filter((cid) => !locked.has(cid))) {
        await lockCampground(tx, campgroundId);
        locked.add(campgroundId);
      }
    };
    await lockCampgrounds(campgroundIdsOf(await findAccountFootprint(tx, id)));
    if (!(await lockUser(tx, id))) throw AppError.notFound(`No user with id ${id}.`);
    // Read again under the user's lock: nothing referencing the user can be added any more.
    const footprint = await findAccountFootprint(tx, id);
    await lockCampgrounds(campgroundIdsOf(footprint));
    await refuseIfStillBilled(tx, id);
    await deleteUser(tx, id);
    for (const campgroundId of footprint.reviewedCampgroundIds) await recomputeCampgroundRating(tx, campgroundId);
    for (const campgroundId of footprint.reportedCampgroundIds) await recomputeConnectivity(tx, campgroundId, now);
    for (const reviewId of footprint.helpfulReviewIds) await recountHelpful(tx, reviewId);
    return footprint.photoKeys;
  });
  await deletePhotoFiles(ctx, photoKeys);
}
