// The crash benchmark's stream of writes over real HTTP: each virtual camper signs up, signs in,
// reviews a campground, saves it and buys PRO with the local test processor. Every write the API
// acknowledged (2xx) goes into the ledger, to be looked for after the crashes. A request cut off
// by a crash is not acknowledged; that camper is abandoned (what it left behind is for the sweeps)
// and the worker starts a new one once the API answers again.

export type Ack =
  | { kind: 'sign-up'; userId: number; email: string }
  | { kind: 'review'; id: number; userId: number; campgroundId: number; rating: number }
  | { kind: 'save'; userId: number; campgroundId: number }
  | { kind: 'purchase'; id: number; userId: number };

export interface WorkloadStats {
  acks: Ack[];
  /** Requests that never got an answer (connection refused or cut by a kill). */
  cutOff: number;
  /** Answers other than the expected 2xx: each is printed once per status and route. */
  unexpected: Map<string, number>;
  /** Purchases whose POST was sent and not yet answered, right now. */
  purchasesInFlight: number;
}

class CutOff extends Error {}
class Unexpected extends Error {}

const PASSWORD = 'crash bench password';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface WorkloadOptions {
  baseUrl: string;
  campgroundIds: readonly number[];
  workers: number;
  /** Unique per run, so emails never collide with an earlier run's. */
  runId: string;
  /** The stream stops once this resolves. */
  until: Promise<void>;
}

/** Starts the stream; `stats` fills as it runs, `done` resolves once every worker stopped. */
export function startWorkload(options: WorkloadOptions): { stats: WorkloadStats; done: Promise<void> } {
  const stats: WorkloadStats = { acks: [], cutOff: 0, unexpected: new Map(), purchasesInFlight: 0 };
  let stopped = false;
  void options.until.then(() => {
    stopped = true;
  });
  let sequence = 0;

  async function send(
    method: string,
    route: string,
    init: { body?: unknown; token?: string; form?: boolean; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { accept: 'application/vnd.api+json', ...init.headers };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.body as Record<string, string>).toString();
    } else if (init.body !== undefined) {
      headers['content-type'] = route.startsWith('/api/local-payments')
        ? 'application/json'
        : 'application/vnd.api+json';
      body = JSON.stringify(init.body);
    }
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${route}`, { method, headers, body });
    } catch {
      throw new CutOff();
    }
    let json: Record<string, unknown>;
    try {
      json = (await response.json()) as Record<string, unknown>;
    } catch {
      // The process died after the status line: not an answer either.
      throw new CutOff();
    }
    if (response.status >= 300) {
      const key = `${method} ${route.replace(/\d+/g, ':id')} → ${response.status}`;
      stats.unexpected.set(key, (stats.unexpected.get(key) ?? 0) + 1);
      throw new Unexpected(key);
    }
    return json as { data?: { id: string } } & Record<string, unknown>;
  }

  async function camper(worker: number): Promise<void> {
    sequence += 1;
    const n = sequence;
    const email = `crash-${options.runId}-${worker}-${n}@example.com`;
    const created = await send('POST', '/api/v6/users', {
      body: { data: { type: 'users', attributes: { email, password: PASSWORD, 'full-name': `Crash Camper ${n}` } } },
    });
    const userId = Number(created.data!.id);
    stats.acks.push({ kind: 'sign-up', userId, email });
    const tokens = await send('POST', '/oauth/token', {
      form: true,
      body: { grant_type: 'password', username: email, password: PASSWORD },
    });
    const token = tokens.access_token as string;
    const campgroundId = options.campgroundIds[n % options.campgroundIds.length]!;
    const rating = 1 + (n % 5);
    const review = await send('POST', '/api/v6/reviews', {
      token,
      body: {
        data: {
          type: 'reviews',
          attributes: {
            rating,
            body: `Crash bench review number ${n}: quiet sites, clean water.`,
            'stayed-on': '2025-07-04',
          },
          relationships: { campground: { data: { type: 'campgrounds', id: String(campgroundId) } } },
        },
      },
    });
    stats.acks.push({ kind: 'review', id: Number(review.data!.id), userId, campgroundId, rating });
    await send('POST', '/api/v6/saved-campgrounds', {
      token,
      body: { data: { type: 'saved-campgrounds', attributes: { 'campground-id': String(campgroundId) } } },
    });
    stats.acks.push({ kind: 'save', userId, campgroundId });
    const card = await send('POST', '/api/local-payments/payment-methods', {
      body: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
        name: 'Crash',
        addressLine: '1 Main St',
      },
    });
    stats.purchasesInFlight += 1;
    try {
      const bought = await send('POST', '/api/v6/subscriptions', {
        token,
        headers: { 'idempotency-key': `crash-${options.runId}-${n}` },
        body: {
          data: {
            type: 'subscriptions',
            attributes: { platform: 'stripe', sku: 'campwise_pro_yearly', token: card.id },
          },
        },
      });
      stats.acks.push({ kind: 'purchase', id: Number(bought.data!.id), userId });
    } finally {
      stats.purchasesInFlight -= 1;
    }
  }

  async function worker(index: number): Promise<void> {
    while (!stopped) {
      try {
        await camper(index);
      } catch (error) {
        if (error instanceof CutOff) {
          stats.cutOff += 1;
          await sleep(200); // the API is down or restarting
        } else if (!(error instanceof Unexpected)) throw error;
      }
    }
  }

  const done = Promise.all(Array.from({ length: options.workers }, (_, i) => worker(i))).then(() => undefined);
  return { stats, done };
}
