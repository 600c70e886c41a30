// Helpers for the reservation API tests: a clock tests can set, campers made straight in the
// database (hundreds of them, without password hashing), requests, and the jobs run by hand.
import { count, eq, sql } from 'drizzle-orm';
import { resolveAppConfig } from '../../app-config.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { siteOccupancies, users } from '../../db/schema/index.ts';
import { JobHandlers } from '../../jobs/job-handlers.ts';
import { JobRunner } from '../../jobs/job-runner.ts';
import { authHeaders, jsonApi } from '../../test/accounts.ts';
import type { TestApp, TestResponse } from '../../test/test-app.ts';
import { recordingJobLog } from '../../test/test-job-log.ts';
import { startSession } from '../auth/token-service.ts';
import { OutboxEmailSender } from '../email/outbox-email-sender.ts';
import type { CardPaymentProvider } from '../payments/payment-provider.ts';
import { registerReservationJobs } from './reservation-jobs.ts';

export interface SettableClock {
  now: Clock;
  set(iso: string): void;
  advance(seconds: number): void;
}

export function settableClock(start: string): SettableClock {
  let current = Date.parse(start);
  return {
    now: () => new Date(current),
    set(iso) {
      current = Date.parse(iso);
    },
    advance(seconds) {
      current += seconds * 1000;
    },
  };
}

export interface Camper {
  id: number;
  email: string;
  headers: Record<string, string>;
}

let made = 0;

/** Sessions that outlast the tests' moved clocks (days, not the default hour). */
const LONG_SESSION = { accessTokenTtlSeconds: 60 * 86_400, refreshTokenTtlSeconds: 90 * 86_400 };

/** Campers inserted directly with a session each (signing up 200 through the route would hash 200 passwords). */
export async function makeCampers(
  db: Db,
  howMany: number,
  now: Date,
  options: { pro?: boolean; fullName?: string } = {},
): Promise<Camper[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: howMany }, () => {
        made += 1;
        return {
          email: `booker${made}-${process.pid}@example.com`,
          fullName: options.fullName ?? `Booker ${made}`,
          pro: options.pro ?? false,
        };
      }),
    )
    .returning({ id: users.id, email: users.email });
  const campers: Camper[] = [];
  for (const row of rows) {
    const session = await startSession(db, row.id, LONG_SESSION, now);
    campers.push({ ...row, headers: authHeaders(session.accessToken) });
  }
  return campers;
}

export async function sessionFor(db: Db, userId: number, now: Date): Promise<Camper> {
  const session = await startSession(db, userId, LONG_SESSION, now);
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { id: userId, email: row!.email, headers: authHeaders(session.accessToken) };
}

export function startDraft(
  t: TestApp,
  camper: Camper | null,
  stay: { campgroundId: number; siteId?: number; startDate?: string; endDate?: string },
  include = true,
): Promise<TestResponse> {
  const relationships: Record<string, unknown> = {
    campground: { data: { type: 'campgrounds', id: String(stay.campgroundId) } },
  };
  if (stay.siteId !== undefined) relationships.site = { data: { type: 'sites', id: String(stay.siteId) } };
  const attributes: Record<string, string> = {};
  if (stay.startDate) attributes['start-date'] = stay.startDate;
  if (stay.endDate) attributes['end-date'] = stay.endDate;
  return t.request({
    method: 'POST',
    url: `/api/v6/reservations${include ? '?include=reservation-items' : ''}`,
    headers: { 'content-type': 'application/vnd.api+json', ...(camper?.headers ?? {}) },
    payload: JSON.stringify({ data: { type: 'reservations', attributes, relationships } }),
  });
}

export function patchDraft(
  t: TestApp,
  camper: Camper,
  id: string,
  attributes: Record<string, unknown>,
  relationships?: Record<string, unknown>,
): Promise<TestResponse> {
  return t.request({
    method: 'PATCH',
    url: `/api/v6/reservations/${id}?include=reservation-items`,
    headers: { 'content-type': 'application/vnd.api+json', ...camper.headers },
    payload: JSON.stringify({
      data: { type: 'reservations', id, attributes, ...(relationships ? { relationships } : {}) },
    }),
  });
}

/** The guest details and accepted policies payment requires. */
export function completeDraft(t: TestApp, camper: Camper, id: string): Promise<TestResponse> {
  return patchDraft(t, camper, id, {
    name: 'Casey Camper',
    email: camper.email,
    phone: '(970) 555-0100',
    adults: 2,
    'policies-accepted': true,
  });
}

export function pay(t: TestApp, camper: Camper, id: string, paymentMethodId: string): Promise<TestResponse> {
  return t.request(
    jsonApi(
      'POST',
      `/api/v6/reservations/${id}/payment?include=reservation-items`,
      'reservation-payments',
      {
        'payment-method-id': paymentMethodId,
      },
      { headers: camper.headers },
    ),
  );
}

export function action(
  t: TestApp,
  camper: Camper,
  id: string,
  name: 'cancellation' | 'approval',
): Promise<TestResponse> {
  return t.request({ method: 'POST', url: `/api/v6/reservations/${id}/${name}`, headers: camper.headers });
}

export function decline(t: TestApp, camper: Camper, id: string, reason?: string): Promise<TestResponse> {
  return t.request(
    jsonApi('POST', `/api/v6/reservations/${id}/decline`, 'reservations', reason === undefined ? {} : { reason }, {
      headers: camper.headers,
    }),
  );
}

export async function occupancyCount(db: Db, siteId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(siteOccupancies)
    .where(siteId === undefined ? undefined : eq(siteOccupancies.siteId, siteId));
  return row?.n ?? 0;
}

/** Pairs of live occupancy rows of one site that share a night: must always be none. */
export async function overlappingPairs(db: Db, now: Date): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
    from site_occupancies a
    join site_occupancies b on a.site_id = b.site_id and a.id < b.id and a.stay && b.stay
    where (a.expires_at is null or a.expires_at > ${now.toISOString()}::timestamptz)
      and (b.expires_at is null or b.expires_at > ${now.toISOString()}::timestamptz)`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** A job runner with the reservation jobs, as server.ts registers them. */
export function reservationJobRunner(t: TestApp, clock: Clock, provider: CardPaymentProvider): JobRunner {
  const log = recordingJobLog();
  const handlers = registerReservationJobs(new JobHandlers(), {
    db: t.database.db,
    clock,
    provider,
    emailSender: new OutboxEmailSender(t.database.db, { info() {} } as never, clock),
    config: resolveAppConfig(),
    log: { info() {}, warn() {}, error() {} } as never,
  });
  return new JobRunner({ db: t.database.db, handlers, clock, log, pollMs: 20 });
}
