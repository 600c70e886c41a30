// Helpers for the alert API tests: an alert created through the route, and a job runner with the
// alert jobs, email delivery to the local outbox and the reservation jobs, as server.ts has them.
import { resolveAppConfig } from '../../app-config.ts';
import type { Clock } from '../../clock.ts';
import { JobHandlers } from '../../jobs/job-handlers.ts';
import { JobRunner } from '../../jobs/job-runner.ts';
import type { TestApp, TestResponse } from '../../test/test-app.ts';
import { recordingJobLog } from '../../test/test-job-log.ts';
import { registerEmailDelivery } from '../email/email-job.ts';
import { OutboxEmailSender } from '../email/outbox-email-sender.ts';
import type { Camper } from '../reservations/reservation-test-helpers.ts';
import type { AlertContext } from './alert-context.ts';
import { registerAlertJobs } from './alert-jobs.ts';

const quiet = { info() {}, warn() {}, error() {} };

export function alertContext(t: TestApp, clock: Clock): AlertContext {
  return { db: t.database.db, clock, config: { publicWebUrl: resolveAppConfig().publicWebUrl }, log: quiet };
}

export function alertJobRunner(t: TestApp, clock: Clock): JobRunner {
  const handlers = registerAlertJobs(new JobHandlers(), alertContext(t, clock));
  registerEmailDelivery(handlers, new OutboxEmailSender(t.database.db, quiet as never, clock));
  return new JobRunner({ db: t.database.db, handlers, clock, log: recordingJobLog(), pollMs: 20 });
}

export interface AlertSpec {
  campgroundId: number;
  siteTypeId?: number;
  siteId?: number;
  mode?: 'exact' | 'flexible';
  startDate: string;
  endDate: string;
  nights?: number;
  weekendsOnly?: boolean;
  rvLengthFt?: number | null;
}

const rel = (type: string, id: number) => ({ data: { type, id: String(id) } });

export function postAlert(t: TestApp, member: Pick<Camper, 'headers'> | null, spec: AlertSpec): Promise<TestResponse> {
  const attributes: Record<string, unknown> = {
    mode: spec.mode ?? 'exact',
    'start-date': spec.startDate,
    'end-date': spec.endDate,
  };
  if (spec.nights !== undefined) attributes.nights = spec.nights;
  if (spec.weekendsOnly !== undefined) attributes['weekends-only'] = spec.weekendsOnly;
  if (spec.rvLengthFt !== undefined) attributes['rv-length-ft'] = spec.rvLengthFt;
  const relationships: Record<string, unknown> = { campground: rel('campgrounds', spec.campgroundId) };
  if (spec.siteTypeId !== undefined) relationships['site-type'] = rel('site-types', spec.siteTypeId);
  if (spec.siteId !== undefined) relationships.site = rel('sites', spec.siteId);
  return t.request({
    method: 'POST',
    url: '/api/v6/alerts',
    headers: { 'content-type': 'application/vnd.api+json', ...(member?.headers ?? {}) },
    payload: JSON.stringify({ data: { type: 'alerts', attributes, relationships } }),
  });
}

/** Creates the alert through the route; fails the test on anything but 201. Returns its id. */
export async function makeAlert(t: TestApp, member: Pick<Camper, 'headers'>, spec: AlertSpec): Promise<string> {
  const response = await postAlert(t, member, spec);
  if (response.status !== 201) throw new Error(`alert failed: ${response.status} ${response.text}`);
  return response.body.data.id as string;
}

export function patchAlert(
  t: TestApp,
  member: Pick<Camper, 'headers'>,
  id: string,
  attributes: Record<string, unknown>,
): Promise<TestResponse> {
  return t.request({
    method: 'PATCH',
    url: `/api/v6/alerts/${id}`,
    headers: { 'content-type': 'application/vnd.api+json', ...member.headers },
    payload: JSON.stringify({ data: { type: 'alerts', id, attributes } }),
  });
}
