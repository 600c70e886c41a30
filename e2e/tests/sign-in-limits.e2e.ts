// The per-address sign-in limit holds through the web server (issue 12). The stack trusts the
// test runner on 127.0.0.1 as its reverse proxy (WEB_TRUST_PROXY in stack.ts); requests sent from
// other loopback addresses (127.0.0.5, 127.0.0.6) are direct visitors, whose X-Forwarded-For the
// web server must ignore. Each test uses addresses of its own, so the lock-outs it causes never
// reach the other test files, which sign in from 127.0.0.1 without the header.
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { createCamper, newCamper } from '../support/campers.ts';
import { useBrowser } from '../support/page-session.ts';

const webUrl = inject('webUrl');
const TOO_MANY = 'Too many attempts — try again in a minute';
const WRONG = 'invalid_grant';

interface From {
  /** The connection's source address (a direct visitor); unset: 127.0.0.1, the trusted proxy. */
  localAddress?: string;
  /** What the request claims in X-Forwarded-For. */
  forwardedFor?: string;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request to the web server from a chosen loopback address (fetch cannot pick one). */
function send(path: string, from: From, options: { method?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<Answer>((resolve, reject) => {
    const url = new URL(path, webUrl);
    const headers: Record<string, string> = { ...options.headers };
    if (from.forwardedFor) headers['x-forwarded-for'] = from.forwardedFor;
    const outgoing = httpRequest(
      url,
      { method: options.method ?? 'GET', headers, localAddress: from.localAddress, agent: false },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

function cookiesOf(answer: Answer): string {
  const setCookie = answer.headers['set-cookie'] ?? [];
  return (Array.isArray(setCookie) ? setCookie : [setCookie]).map((cookie) => cookie.split(';')[0]).join('; ');
}

/**
 * Signs in through next-auth's credentials callback as the sign-in form does; answers null on
 * success, else the `error` next-auth reports (the text the form would show).
 */
async function signInThroughWeb(email: string, password: string, from: From): Promise<string | null> {
  const csrf = await send('/api/auth/csrf', from, {});
  expect(csrf.status).toBe(200);
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const answer = await send('/api/auth/callback/credentials', from, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookiesOf(csrf) },
    body: new URLSearchParams({ username: email, password, csrfToken, callbackUrl: '/', json: 'true' }).toString(),
  });
  // next-auth answers { url } with 200 for a sign-in and 401 for a refusal (`error` in the url).
  const { url } = JSON.parse(answer.body) as { url: string };
  const error = new URL(url, webUrl).searchParams.get('error');
  expect(answer.status).toBe(error === null ? 200 : 401);
  return error;
}

/** An address nobody signed up with: a wrong password for it counts against the sender only. */
const nobody = () => `nobody-${randomBytes(4).toString('hex')}@example.com`;

describe('per-address sign-in limit through the web server', () => {
  it('limits a direct visitor to 10 wrong passwords a minute, whatever X-Forwarded-For it sends', async () => {
    const campers = Array.from({ length: 13 }, (_, index) => newCamper('limits', `forger${index}`, 'Forged Camper'));
    for (const camper of campers) await createCamper(camper);
    const answers: (string | null)[] = [];
    for (const [index, camper] of campers.entries()) {
      // A different made-up address on each attempt, as the attacker in the issue sent.
      const from = { localAddress: '127.0.0.5', forwardedFor: `198.51.100.${index + 1}` };
      answers.push(await signInThroughWeb(camper.email, 'not-the-password', from));
    }
    expect(answers).toEqual([...Array<string>(10).fill(WRONG), TOO_MANY, TOO_MANY, TOO_MANY]);
  });

  it("cannot lock someone else out by sending their address: the victim's correct password works", async () => {
    const victim = newCamper('limits', 'victim', 'Victim Camper');
    await createCamper(victim);
    const victimAddress = '198.51.100.77';
    // Ten wrong passwords 'from' the victim's address, really sent from 127.0.0.6.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        await signInThroughWeb(nobody(), 'wrong', { localAddress: '127.0.0.6', forwardedFor: victimAddress }),
      ).toBe(WRONG);
    }
    // The victim arrives through the site's real proxy, which reports their address.
    expect(await signInThroughWeb(victim.email, victim.password, { forwardedFor: victimAddress })).toBeNull();
  });

  it("believes the trusted proxy's X-Forwarded-For: its visitors are limited one by one", async () => {
    const crowded = '198.51.100.88';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await signInThroughWeb(nobody(), 'wrong', { forwardedFor: crowded })).toBe(WRONG);
    }
    expect(await signInThroughWeb(nobody(), 'wrong', { forwardedFor: crowded })).toBe(TOO_MANY);
    // Another visitor behind the same proxy is not affected.
    expect(await signInThroughWeb(nobody(), 'wrong', { forwardedFor: '198.51.100.89' })).toBe(WRONG);
  });
});

describe('sign-in screen during a lock-out', () => {
  const browser = useBrowser();

  it("says 'Too many attempts — try again in a minute' after ten wrong passwords, for the right one too", async () => {
    const camper = newCamper('limits', 'screen', 'Locked Camper');
    await createCamper(camper);
    const { page } = await browser.open('/signin');
    // The browser's own address, as the site's proxy (the runner) reports it: its lock-out stays its own.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.150' });
    const alert = page.locator('main').getByRole('alert');

    const attempt = async (password: string) => {
      await page.getByLabel('Email', { exact: true }).fill(camper.email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      const answered = page.waitForResponse((response) => response.url().includes('/api/auth/callback/credentials'));
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await answered;
      await page.locator('form[aria-busy="false"]').waitFor();
      return (await alert.innerText()).trim();
    };

    for (let count = 1; count <= 10; count += 1) {
      expect(await attempt(`wrong-password-${count}`)).toBe(
        'Your email address and/or password is incorrect. Please check them and try again.',
      );
    }
    expect(await attempt('wrong-password-11')).toBe(TOO_MANY);
    // The policy: during the minute even the right password is refused, and the screen says why.
    expect(await attempt(camper.password)).toBe(TOO_MANY);
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(browser.pageErrors).toEqual([]);
  });
});
