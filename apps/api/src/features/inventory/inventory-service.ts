// Inventory use cases: booking settings, site types, rates, sites and blocks. The rules: only a
// campground's managers and admins write (manager-access.ts); related rows must belong to the
// same campground; rules spanning two fields (min ≤ max nights, refund tiers, season dates) are
// checked on the merged values, so a PATCH of one field cannot break them either. A manager's
// change to a demo campground's settings makes it theirs (is_demo false).
import { daysBetween } from '@campwise/domain';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldIssue } from '../../errors/app-error.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import {
  campgroundExists,
  insertBookingSettings,
  updateBookingSettings as updateSettingsRow,
  type BookingSettingsValues,
} from './booking-settings-repository.ts';
import {
  deleteOrDeactivateSite,
  deleteRate,
  deleteSiteType,
  findRate,
  findSite,
  findSiteType,
  insertRate,
  insertSite,
  insertSiteType,
  updateRate,
  updateSite,
  updateSiteType,
  type RateRecord,
  type RateValues,
  type SiteRecord,
  type SiteTypeRecord,
  type SiteValues,
} from './inventory-repository.ts';
import type { BookingSettingsInput, RateInput, SiteInput, SiteTypeInput } from './inventory-schemas.ts';
import { requireCampgroundManager, type ManagerCandidate } from './manager-access.ts';
import { findBookingSettings, type BookingSettingsRecord } from './pricing-terms-repository.ts';
import { deleteSiteBlock, findSiteBlock, insertSiteBlock, type SiteBlockRecord } from './site-block-repository.ts';

export interface InventoryContext {
  db: Db;
  clock: Clock;
}

/** The longest block a manager can place at once (two booking windows). */
export const MAX_BLOCK_NIGHTS = 1460;

function relationshipIssue(name: string, detail: string): AppError {
  return AppError.validation([{ pointer: `/data/relationships/${name}`, detail }]);
}

async function requireCampground(db: Db, campgroundId: number): Promise<void> {
  if (!(await campgroundExists(db, campgroundId))) {
    throw relationshipIssue('campground', `No campground with id ${campgroundId}.`);
  }
}

// --- booking settings ---

const SETTINGS_DEFAULTS = {
  minNights: 1,
  maxNights: 14,
  fullRefundDays: 7,
  partialRefundDays: 2,
};

function settingsValues(input: BookingSettingsInput): BookingSettingsValues {
  const values: BookingSettingsValues = {};
  if (input.enabled !== undefined) values.enabled = input.enabled;
  if (input['booking-policy'] !== undefined) values.bookingPolicy = input['booking-policy'];
  if (input['min-nights'] !== undefined) values.minNights = input['min-nights'];
  if (input['max-nights'] !== undefined) values.maxNights = input['max-nights'];
  if (input['booking-window-days'] !== undefined) values.bookingWindowDays = input['booking-window-days'];
  if (input['check-in-time'] !== undefined) values.checkInTime = input['check-in-time'];
  if (input['check-out-time'] !== undefined) values.checkOutTime = input['check-out-time'];
  if (input['time-zone'] !== undefined) values.timeZone = input['time-zone'];
  if (input.fees !== undefined) {
    values.fees = input.fees.map((fee) => ({ name: fee.name, amountCents: fee['amount-cents'], per: fee.per }));
  }
  if (input['tax-rate-bps'] !== undefined) values.taxRateBps = input['tax-rate-bps'];
  if (input['full-refund-days'] !== undefined) values.fullRefundDays = input['full-refund-days'];
  if (input['partial-refund-percent'] !== undefined) values.partialRefundPercent = input['partial-refund-percent'];
  if (input['partial-refund-days'] !== undefined) values.partialRefundDays = input['partial-refund-days'];
  if (input['pro-discount-percent'] !== undefined) values.proDiscountPercent = input['pro-discount-percent'];
  return values;
}

/** The rules the database's checks also keep, answered as 422s pointing at what was sent. */
function checkSettings(merged: typeof SETTINGS_DEFAULTS, sent: BookingSettingsValues): void {
  const issues: FieldIssue[] = [];
  if (merged.minNights > merged.maxNights) {
    const field = sent.maxNights !== undefined ? 'max-nights' : 'min-nights';
    issues.push({
      pointer: attributePointer(field),
      detail: `The minimum stay (${merged.minNights}) must not be longer than the maximum stay (${merged.maxNights}).`,
    });
  }
  if (merged.partialRefundDays > merged.fullRefundDays) {
    const field = sent.partialRefundDays !== undefined ? 'partial-refund-days' : 'full-refund-days';
    issues.push({
      pointer: attributePointer(field),
      detail: 'The partial refund deadline must not be earlier before arrival than the full refund deadline.',
    });
  }
  if (issues.length) throw AppError.validation(issues);
}

export async function getBookingSettings(db: Db, campgroundId: number): Promise<BookingSettingsRecord> {
  const settings = await findBookingSettings(db, campgroundId);
  if (!settings) throw AppError.notFound(`Campground ${campgroundId} takes no bookings here.`);
  return settings;
}

export async function createBookingSettings(
  ctx: InventoryContext,
  user: ManagerCandidate,
  campgroundId: number,
  input: BookingSettingsInput,
): Promise<BookingSettingsRecord> {
  await requireCampground(ctx.db, campgroundId);
  await requireCampgroundManager(ctx.db, user, campgroundId);
  const values = settingsValues(input);
  checkSettings({ ...SETTINGS_DEFAULTS, ...values }, values);
  return insertBookingSettings(ctx.db, campgroundId, { ...values, isDemo: false }, ctx.clock());
}

/** Access is checked by the route (authorize); an edit through the API is a real manager's. */
export async function updateBookingSettings(
  ctx: InventoryContext,
  campgroundId: number,
  input: BookingSettingsInput,
): Promise<BookingSettingsRecord> {
  const current = await getBookingSettings(ctx.db, campgroundId);
  const values = settingsValues(input);
  checkSettings({ ...current, ...values }, values);
  const updated = await updateSettingsRow(ctx.db, campgroundId, { ...values, isDemo: false }, ctx.clock());
  if (!updated) throw AppError.notFound(`Campground ${campgroundId} takes no bookings here.`);
  return updated;
}

// --- site types ---

export async function requireSiteType(db: Db, id: number): Promise<SiteTypeRecord> {
  const type = await findSiteType(db, id);
  if (!type) throw AppError.notFound(`No site type with id ${id}.`);
  return type;
}

export async function createSiteType(
  ctx: InventoryContext,
  user: ManagerCandidate,
  campgroundId: number,
  input: Required<Pick<SiteTypeInput, 'name' | 'kind'>> & SiteTypeInput,
): Promise<SiteTypeRecord> {
  await requireCampground(ctx.db, campgroundId);
  await requireCampgroundManager(ctx.db, user, campgroundId);
  return insertSiteType(
    ctx.db,
    { campgroundId, name: input.name, kind: input.kind, description: input.description ?? '' },
    ctx.clock(),
  );
}

export async function changeSiteType(ctx: InventoryContext, id: number, input: SiteTypeInput) {
  const updated = await updateSiteType(ctx.db, id, input, ctx.clock());
  if (!updated) throw AppError.notFound(`No site type with id ${id}.`);
  return updated;
}

export const removeSiteType = (ctx: InventoryContext, id: number) => deleteSiteType(ctx.db, id);

/** The site type a new rate or site names; it must exist and be the caller's to manage. */
async function requireManagedSiteType(ctx: InventoryContext, user: ManagerCandidate, id: number) {
  const type = await findSiteType(ctx.db, id);
  if (!type) throw relationshipIssue('site-type', `No site type with id ${id}.`);
  await requireCampgroundManager(ctx.db, user, type.campgroundId);
  return type;
}

// --- rates ---

function rateValues(input: RateInput): Partial<RateValues> {
  const values: Partial<RateValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input['nightly-cents'] !== undefined) values.nightlyCents = input['nightly-cents'];
  if (input['weekend-nightly-cents'] !== undefined) values.weekendNightlyCents = input['weekend-nightly-cents'];
  if (input['start-date'] !== undefined) values.startDate = input['start-date'];
  if (input['end-date'] !== undefined) values.endDate = input['end-date'];
  return values;
}

function checkSeason(rate: Pick<RateValues, 'startDate' | 'endDate'>): void {
  const { startDate, endDate } = rate;
  if ((startDate === null) !== (endDate === null)) {
    const missing = startDate === null ? 'start-date' : 'end-date';
    throw AppError.validation([
      {
        pointer: attributePointer(missing),
        detail: 'A season needs both a start and an end date; a base rate has neither.',
      },
    ]);
  }
  if (startDate !== null && endDate !== null && endDate < startDate) {
    throw AppError.validation([
      { pointer: attributePointer('end-date'), detail: 'The season must not end before it starts.' },
    ]);
  }
}

export async function requireRate(db: Db, id: number): Promise<RateRecord> {
  const rate = await findRate(db, id);
  if (!rate) throw AppError.notFound(`No rate with id ${id}.`);
  return rate;
}

export async function createRate(
  ctx: InventoryContext,
  user: ManagerCandidate,
  siteTypeId: number,
  input: RateInput & { name: string; 'nightly-cents': number },
): Promise<RateRecord> {
  const type = await requireManagedSiteType(ctx, user, siteTypeId);
  const values: RateValues = {
    name: input.name,
    nightlyCents: input['nightly-cents'],
    weekendNightlyCents: input['weekend-nightly-cents'] ?? null,
    startDate: input['start-date'] ?? null,
    endDate: input['end-date'] ?? null,
  };
  checkSeason(values);
  return insertRate(ctx.db, { ...values, campgroundId: type.campgroundId, siteTypeId }, ctx.clock());
}

export async function changeRate(ctx: InventoryContext, id: number, input: RateInput): Promise<RateRecord> {
  const current = await requireRate(ctx.db, id);
  const values = rateValues(input);
  checkSeason({ ...current, ...values });
  const updated = await updateRate(ctx.db, id, values, ctx.clock());
  if (!updated) throw AppError.notFound(`No rate with id ${id}.`);
  return updated;
}

export const removeRate = (ctx: InventoryContext, id: number) => deleteRate(ctx.db, id);

// --- sites ---

function siteValues(input: Partial<SiteInput>): Partial<SiteValues> {
  const values: Partial<SiteValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.capacity !== undefined) values.capacity = input.capacity;
  if (input.accessible !== undefined) values.accessible = input.accessible;
  if (input.hookups !== undefined) values.hookups = input.hookups;
  if (input['max-rv-length-ft'] !== undefined) values.maxRvLengthFt = input['max-rv-length-ft'];
  if (input.description !== undefined) values.description = input.description;
  if (input.active !== undefined) values.active = input.active;
  return values;
}

export async function requireSite(db: Db, id: number): Promise<SiteRecord> {
  const site = await findSite(db, id);
  if (!site) throw AppError.notFound(`No site with id ${id}.`);
  return site;
}

export async function createSite(
  ctx: InventoryContext,
  user: ManagerCandidate,
  siteTypeId: number,
  input: SiteInput,
): Promise<{ site: SiteRecord; type: SiteTypeRecord }> {
  const type = await requireManagedSiteType(ctx, user, siteTypeId);
  const site = await insertSite(
    ctx.db,
    { ...siteValues(input), name: input.name, campgroundId: type.campgroundId, siteTypeId },
    ctx.clock(),
  );
  return { site, type };
}

/** Moving a site to another type keeps it in its campground. */
export async function changeSite(
  ctx: InventoryContext,
  id: number,
  input: Partial<SiteInput>,
  siteTypeId: number | undefined,
): Promise<{ site: SiteRecord; type: SiteTypeRecord }> {
  const current = await requireSite(ctx.db, id);
  const values = siteValues(input);
  let type: SiteTypeRecord | null;
  if (siteTypeId !== undefined && siteTypeId !== current.siteTypeId) {
    type = await findSiteType(ctx.db, siteTypeId);
    if (!type || type.campgroundId !== current.campgroundId) {
      throw relationshipIssue('site-type', `No site type with id ${siteTypeId} at this campground.`);
    }
    values.siteTypeId = siteTypeId;
  } else {
    type = await requireSiteType(ctx.db, current.siteTypeId);
  }
  const site = await updateSite(ctx.db, id, values, ctx.clock());
  if (!site) throw AppError.notFound(`No site with id ${id}.`);
  return { site, type };
}

export const removeSite = (ctx: InventoryContext, id: number) => deleteOrDeactivateSite(ctx.db, id, ctx.clock());

// --- blocks ---

export async function requireSiteBlock(db: Db, id: number): Promise<SiteBlockRecord> {
  const block = await findSiteBlock(db, id);
  if (!block) throw AppError.notFound(`No site block with id ${id}.`);
  return block;
}

/** 422 unless the block ends after its first night and is at most MAX_BLOCK_NIGHTS long. */
export function checkBlockDates(startDate: string, endDate: string): void {
  const nights = daysBetween(startDate, endDate);
  if (nights <= 0) {
    throw AppError.validation([
      { pointer: attributePointer('end-date'), detail: 'The end date must be after the first blocked night.' },
    ]);
  }
  if (nights > MAX_BLOCK_NIGHTS) {
    throw AppError.validation([
      { pointer: attributePointer('end-date'), detail: `A block is at most ${MAX_BLOCK_NIGHTS} nights.` },
    ]);
  }
}

export async function createSiteBlock(
  ctx: InventoryContext,
  user: ManagerCandidate,
  siteId: number,
  input: { 'start-date': string; 'end-date': string; reason?: string },
): Promise<SiteBlockRecord> {
  const site = await findSite(ctx.db, siteId);
  if (!site) throw relationshipIssue('site', `No site with id ${siteId}.`);
  await requireCampgroundManager(ctx.db, user, site.campgroundId);
  checkBlockDates(input['start-date'], input['end-date']);
  const id = await insertSiteBlock(
    ctx.db,
    {
      campgroundId: site.campgroundId,
      siteId,
      startDate: input['start-date'],
      endDate: input['end-date'],
      reason: input.reason ?? '',
      createdBy: user.id,
    },
    ctx.clock(),
  );
  return requireSiteBlock(ctx.db, id);
}

export const removeSiteBlock = (ctx: InventoryContext, id: number) => deleteSiteBlock(ctx.db, id);
