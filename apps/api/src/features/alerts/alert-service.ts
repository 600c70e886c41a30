// Alerts CRUD (docs/api-alerts.md "Alerts"): what a PRO member may watch and for which dates,
// checked in full before anything is written (one 422 error per invalid attribute or
// relationship), the 50-alert cap and the duplicate check under the member's row lock.
import { BOOKING_RULE_MESSAGES, daysBetween, todayIn } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import type { AlertMode, AlertStatus } from '../../db/schema/index.ts';
import type { FieldIssue } from '../../errors/app-error.ts';
import type { Page } from '../../jsonapi/query.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import type { AlertContext } from './alert-context.ts';
import { alertErrors } from './alert-errors.ts';
import {
  countLiveAlerts,
  deleteAlert,
  findAlert,
  findSiteCampground,
  findSiteTypeCampground,
  findWatchableCampground,
  hasIdenticalActiveAlert,
  insertAlert,
  listAlerts,
  lockMember,
  updateAlert,
  type AlertRecord,
  type AlertValues,
} from './alert-repository.ts';
import { windowHasWeekendStay } from './alert-stays.ts';
import {
  MAX_ALERT_NIGHTS,
  MAX_ALERT_WINDOW_DAYS,
  MAX_LIVE_ALERTS,
  SITE_MESSAGE,
  SITE_TYPE_MESSAGE,
} from './alert-schemas.ts';

const DEFAULT_TIME_ZONE = 'America/Denver';
const relationshipPointer = (name: string) => `/data/relationships/${name}`;

export interface AlertInput {
  campgroundId: number;
  siteTypeId: number | null;
  siteId: number | null;
  mode: AlertMode;
  startDate: string;
  endDate: string;
  nights?: number;
  weekendsOnly?: boolean;
  rvLengthFt?: number | null;
}

export interface AlertChanges {
  mode?: AlertMode;
  startDate?: string;
  endDate?: string;
  nights?: number;
  weekendsOnly?: boolean;
  rvLengthFt?: number | null;
  status?: 'active' | 'paused';
}

interface Window {
  mode: AlertMode;
  startDate: string;
  endDate: string;
  nights: number | undefined;
  weekendsOnly: boolean;
}

/** The window's problems, one per attribute; `today` null when the dates were not changed. */
function windowIssues(window: Window, today: string | null): { issues: FieldIssue[]; nights: number } {
  const issues: FieldIssue[] = [];
  const issue = (name: string, detail: string) => issues.push({ pointer: attributePointer(name), detail });
  const span = daysBetween(window.startDate, window.endDate);
  if (today !== null && window.startDate < today) issue('start-date', BOOKING_RULE_MESSAGES.past);
  if (span <= 0) issue('end-date', 'The end date must be after the start date.');
  else if (span > MAX_ALERT_WINDOW_DAYS) issue('end-date', `An alert watches at most ${MAX_ALERT_WINDOW_DAYS} days.`);
  if (window.mode === 'exact') {
    if (span > MAX_ALERT_NIGHTS) issue('end-date', `An exact alert is at most ${MAX_ALERT_NIGHTS} nights.`);
    if (window.weekendsOnly) issue('weekends-only', 'Weekends only is for flexible alerts.');
    return { issues, nights: span };
  }
  const nights = window.nights;
  if (nights === undefined) {
    issue('nights', 'Choose how many nights you want to stay.');
    return { issues, nights: 0 };
  }
  if (span > 0 && nights > span) issue('nights', `These dates leave room for ${span} nights at most.`);
  else if (window.weekendsOnly && span > 0) {
    if (nights < 2) issue('weekends-only', 'A weekend stay is at least 2 nights (Friday and Saturday).');
    else if (span <= MAX_ALERT_WINDOW_DAYS && !windowHasWeekendStay({ ...window, nights })) {
      issue('weekends-only', 'These dates hold no weekend stay of that many nights.');
    }
  }
  return { issues, nights };
}

/** The campground (visible), and a site type or site of it: issues for whatever is wrong. */
async function watchIssues(
  db: Db,
  input: Pick<AlertInput, 'campgroundId' | 'siteTypeId' | 'siteId'>,
): Promise<{ issues: FieldIssue[]; timeZone: string }> {
  const issues: FieldIssue[] = [];
  const campground = await findWatchableCampground(db, input.campgroundId);
  if (!campground) {
    issues.push({ pointer: relationshipPointer('campground'), detail: 'Choose a campground to watch.' });
    return { issues, timeZone: DEFAULT_TIME_ZONE };
  }
  if (input.siteTypeId !== null && input.siteId !== null) {
    issues.push({ pointer: relationshipPointer('site'), detail: 'Choose a site type or a site, not both.' });
  } else if (input.siteTypeId !== null) {
    if ((await findSiteTypeCampground(db, input.siteTypeId)) !== campground.id) {
      issues.push({ pointer: relationshipPointer('site-type'), detail: SITE_TYPE_MESSAGE });
    }
  } else if (input.siteId !== null && (await findSiteCampground(db, input.siteId)) !== campground.id) {
    issues.push({ pointer: relationshipPointer('site'), detail: SITE_MESSAGE });
  }
  return { issues, timeZone: campground.timeZone ?? DEFAULT_TIME_ZONE };
}

function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

export async function createAlert(ctx: AlertContext, userId: number, input: AlertInput): Promise<AlertRecord> {
  const now = ctx.clock();
  const watch = await watchIssues(ctx.db, input);
  const window = windowIssues(
    { ...input, nights: input.nights, weekendsOnly: input.weekendsOnly ?? false },
    todayIn(watch.timeZone, now),
  );
  const issues = [...window.issues, ...watch.issues];
  if (issues.length) throw alertErrors.invalid(issues);
  const values: AlertValues = {
    userId,
    campgroundId: input.campgroundId,
    siteTypeId: input.siteTypeId,
    siteId: input.siteId,
    mode: input.mode,
    startDate: input.startDate,
    endDate: input.endDate,
    nights: window.nights,
    weekendsOnly: input.weekendsOnly ?? false,
    rvLengthFt: input.rvLengthFt ?? null,
    status: 'active',
  };
  const id = await transaction(ctx.db, async (tx) => {
    await lockMember(tx, userId);
    if ((await countLiveAlerts(tx, userId, null)) >= MAX_LIVE_ALERTS) throw alertErrors.tooMany();
    if (await hasIdenticalActiveAlert(tx, values, null)) throw alertErrors.duplicate();
    return insertAlert(tx, values, now);
  });
  return (await findAlert(ctx.db, id))!;
}

/** The member's alert; 404 for anyone else's, as for none. */
export async function ownAlert(db: Db, userId: number, id: string): Promise<AlertRecord> {
  const alert = await findAlert(db, id);
  if (!alert || alert.userId !== userId) throw alertErrors.notFound();
  return alert;
}

export function listOwnAlerts(
  db: Db,
  userId: number,
  statuses: readonly AlertStatus[] | undefined,
  page: Page,
): Promise<{ rows: AlertRecord[]; total: number }> {
  return listAlerts(db, userId, statuses, page);
}

export async function changeAlert(
  ctx: AlertContext,
  userId: number,
  id: string,
  changes: AlertChanges,
): Promise<AlertRecord> {
  const now = ctx.clock();
  const alert = await ownAlert(ctx.db, userId, id);
  const datesSent = changes.startDate !== undefined || changes.endDate !== undefined;
  if (alert.status === 'expired' && !datesSent) {
    throw alertErrors.invalid([
      { pointer: attributePointer('start-date'), detail: 'Choose new dates to watch again.' },
    ]);
  }
  const mode = changes.mode ?? alert.mode;
  const merged: Window = {
    mode,
    startDate: changes.startDate ?? alert.startDate,
    endDate: changes.endDate ?? alert.endDate,
    nights: changes.nights ?? alert.nights,
    // Switching to exact drops weekends-only unless it is sent (and then refused).
    weekendsOnly: changes.weekendsOnly ?? (mode === 'exact' ? false : alert.weekendsOnly),
  };
  const watch = await watchIssues(ctx.db, alert);
  const window = windowIssues(merged, datesSent ? todayIn(watch.timeZone, now) : null);
  if (window.issues.length) throw alertErrors.invalid(window.issues);
  const status: AlertStatus = changes.status ?? (alert.status === 'expired' ? 'active' : alert.status);
  const rvLengthFt = changes.rvLengthFt === undefined ? alert.rvLengthFt : changes.rvLengthFt;
  const values: AlertValues = { ...alert, ...merged, nights: window.nights, rvLengthFt, status };
  await transaction(ctx.db, async (tx) => {
    await lockMember(tx, userId);
    if (alert.status === 'expired' && (await countLiveAlerts(tx, userId, id)) >= MAX_LIVE_ALERTS) {
      throw alertErrors.tooMany();
    }
    if (status === 'active' && (await hasIdenticalActiveAlert(tx, values, id))) throw alertErrors.duplicate();
    await updateAlert(
      tx,
      id,
      {
        mode: values.mode,
        startDate: values.startDate,
        endDate: values.endDate,
        nights: values.nights,
        weekendsOnly: values.weekendsOnly,
        rvLengthFt,
        status,
      },
      now,
    );
  });
  return (await findAlert(ctx.db, id))!;
}

export async function removeAlert(db: Db, userId: number, id: string): Promise<void> {
  await ownAlert(db, userId, id);
  await deleteAlert(db, id);
}
