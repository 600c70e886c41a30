// What the crash benchmark looks for in the database afterwards: acknowledged writes that are gone
// (or not what was acknowledged), and partial state a killed request can leave behind.
import type pg from 'pg';
import type { Ack } from './crash-workload.ts';

export interface Missing {
  kind: Ack['kind'];
  missing: number;
  of: number;
}

/** Per kind, how many acknowledged writes are not in the database as acknowledged. */
export async function findMissing(client: pg.Client, acks: readonly Ack[]): Promise<Missing[]> {
  const of = (kind: Ack['kind']) => acks.filter((ack) => ack.kind === kind);
  const ids = (rows: { id: number }[]) => new Set(rows.map((row) => Number(row.id)));

  const signUps = of('sign-up') as Extract<Ack, { kind: 'sign-up' }>[];
  const users = await client.query<{ id: number; email: string }>('select id, email from users where id = any($1)', [
    signUps.map((ack) => ack.userId),
  ]);
  const emails = new Map(users.rows.map((row) => [Number(row.id), row.email]));
  const missingUsers = signUps.filter((ack) => emails.get(ack.userId)?.toLowerCase() !== ack.email.toLowerCase());

  const reviewAcks = of('review') as Extract<Ack, { kind: 'review' }>[];
  const reviews = await client.query<{ id: number; user_id: number; campground_id: number; rating: number }>(
    'select id, user_id, campground_id, rating from reviews where id = any($1)',
    [reviewAcks.map((ack) => ack.id)],
  );
  const reviewById = new Map(reviews.rows.map((row) => [Number(row.id), row]));
  const missingReviews = reviewAcks.filter((ack) => {
    const row = reviewById.get(ack.id);
    return !row || row.user_id !== ack.userId || row.campground_id !== ack.campgroundId || row.rating !== ack.rating;
  });

  const saveAcks = of('save') as Extract<Ack, { kind: 'save' }>[];
  const saved = await client.query<{ user_id: number; campground_id: number }>(
    `select l.user_id, i.campground_id from saved_list_items i join saved_lists l on l.id = i.list_id
      where l.user_id = any($1)`,
    [saveAcks.map((ack) => ack.userId)],
  );
  const savedKeys = new Set(saved.rows.map((row) => `${row.user_id}/${row.campground_id}`));
  const missingSaves = saveAcks.filter((ack) => !savedKeys.has(`${ack.userId}/${ack.campgroundId}`));

  // A purchase acknowledged with 201 must still be a live membership, and its buyer PRO.
  const purchaseAcks = of('purchase') as Extract<Ack, { kind: 'purchase' }>[];
  const live = await client.query<{ id: number }>(
    `select s.id from subscriptions s join users u on u.id = s.user_id
      where s.id = any($1) and s.status in ('trialing', 'active', 'past_due') and u.pro`,
    [purchaseAcks.map((ack) => ack.id)],
  );
  const liveIds = ids(live.rows);
  const missingPurchases = purchaseAcks.filter((ack) => !liveIds.has(ack.id));

  return [
    { kind: 'sign-up', missing: missingUsers.length, of: signUps.length },
    { kind: 'review', missing: missingReviews.length, of: reviewAcks.length },
    { kind: 'save', missing: missingSaves.length, of: saveAcks.length },
    { kind: 'purchase', missing: missingPurchases.length, of: purchaseAcks.length },
  ];
}

export interface Stuck {
  what: string;
  count: number;
}

/**
 * Partial state: purchases still pending, charges at the provider no membership records, PRO flags
 * that disagree with the memberships, campground ratings that disagree with their reviews, and
 * jobs a dead process still holds after its lease ran out.
 */
export async function findStuck(client: pg.Client): Promise<Stuck[]> {
  const count = async (text: string) => Number((await client.query<{ n: string }>(text)).rows[0]?.n ?? 0);
  return [
    { what: 'pending purchases', count: await count(`select count(*) n from subscriptions where status = 'pending'`) },
    {
      what: 'provider subscriptions no membership records',
      count: await count(
        `select count(*) n from local_provider_subscriptions p
          where p.status in ('trialing', 'active', 'past_due')
            and not exists (select 1 from subscriptions s where s.provider = 'local' and s.provider_subscription_id = p.id)`,
      ),
    },
    {
      what: 'users whose PRO flag disagrees with their memberships',
      count: await count(
        `select count(*) n from users u
          where u.pro is distinct from exists (select 1 from subscriptions s where s.user_id = u.id
            and s.status in ('trialing', 'active', 'past_due'))`,
      ),
    },
    {
      what: 'campgrounds whose rating disagrees with their reviews',
      count: await count(
        // The stored average is rounded to one decimal (review-rating.ts).
        `select count(*) n from campgrounds c
          left join (select campground_id, count(*) n, avg(rating) a from reviews where hidden_at is null
                     group by campground_id) r on r.campground_id = c.id
          where c.rating_count <> coalesce(r.n, 0)
             or (r.n > 0 and c.rating_average is distinct from round(r.a, 1)::float8)`,
      ),
    },
    {
      what: 'jobs held by a dead process past their lease',
      count: await count(`select count(*) n from jobs where status = 'running' and locked_until < now()`),
    },
  ];
}

/** Pending purchases now, with what became of them later (see `sweptOutcomes`). */
export async function pendingPurchaseIds(client: pg.Client): Promise<number[]> {
  const rows = await client.query<{ id: number }>(`select id from subscriptions where status = 'pending' order by id`);
  return rows.rows.map((row) => Number(row.id));
}

/** How the sweep settled the given (formerly pending) purchases: status and failure code counted. */
export async function sweptOutcomes(client: pg.Client, ids: readonly number[]): Promise<Map<string, number>> {
  const rows = await client.query<{ outcome: string; n: string }>(
    `select status || coalesce(' (' || failure_code || ')', '') outcome, count(*) n from subscriptions
      where id = any($1) group by 1 order by 1`,
    [ids],
  );
  const outcomes = new Map(rows.rows.map((row) => [row.outcome, Number(row.n)]));
  const gone = ids.length - [...outcomes.values()].reduce((a, b) => a + b, 0);
  if (gone > 0) outcomes.set('removed', gone);
  return outcomes;
}
