// `npm run bench -- pages [--runs 1]`: how heavy and how fast the main pages are for a first
// visit on a phone. Starts the same stack as the browser tests (fresh import, API, built web
// app), then runs Lighthouse (mobile, its default simulated throttling) in Debian's Chromium on
// /, a state page, a campground page, /search and /pro, and prints per page the JavaScript
// transferred and Lighthouse's performance score, LCP and TBT (the median run's, by score).
// A benchmark, not a test: it prints figures and fails only when a page cannot be measured.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../support/browser.ts';
import { startStack } from '../support/stack.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    // Only these pages (by key: /, state, campground, /search, /pro); all when absent.
    page: { type: 'string', multiple: true },
    // Also print each page's long main-thread tasks (where the blocking time comes from).
    'long-tasks': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of at least 1');
  process.exit(2);
}

/** The aims, printed beside the figures (issue 17, "Lighter, faster pages"). */
const AIMS: Record<string, string> = {
  '/': 'perf ≥ 95, TBT ≤ 200 ms',
  campground: 'perf ≥ 95, TBT ≤ 200 ms, ≤ 150 KB JS',
  '/search': 'perf ≥ 85',
};

interface LongTask {
  url?: string;
  startTime?: number;
  duration?: number;
}

interface Figures {
  /** Lighthouse's account of the LCP element and its phases, as JSON (printed with --long-tasks). */
  lcpElement: string;
  longTasks: LongTask[];
  scriptBytes: number;
  perf: number;
  lcpMs: number;
  tbtMs: number;
}

/** Chromium with a DevTools port for Lighthouse to drive, in a profile of its own. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'campwise-lighthouse-'));
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('Chromium did not open its DevTools port')), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it was ready`)));
  });
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function measure(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const longTasks = (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  return {
    lcpElement: JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? null),
    longTasks,
    scriptBytes: requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
  };
}

/** A state page's first campground link: a real campground of the imported data. */
async function campgroundPath(webUrl: string, statePath: string): Promise<string> {
  const html = await (await fetch(`${webUrl}${statePath}`)).text();
  const link = new RegExp(`href="(${statePath}/[a-z0-9-]+)"`).exec(html);
  if (!link) throw new Error(`no campground link on ${statePath}`);
  return link[1]!;
}

function median(list: Figures[]): Figures {
  return [...list].sort((a, b) => a.perf - b.perf)[Math.floor((list.length - 1) / 2)]!;
}

const stack = await startStack();
const chromium = await launchChromium();
try {
  const statePath = '/camping/utah';
  const pages = [
    { label: '/', key: '/', path: '/' },
    { label: statePath, key: 'state', path: statePath },
    { label: 'campground', key: 'campground', path: await campgroundPath(stack.webUrl, statePath) },
    { label: '/search', key: '/search', path: '/search' },
    { label: '/pro', key: '/pro', path: '/pro' },
  ];
  console.log(`\nLighthouse ${runs} run(s) per page, mobile, default throttling; a first visit (empty cache)\n`);
  console.log('| page | JS transferred | perf | LCP | TBT | aim |');
  console.log('|---|---|---|---|---|---|');
  for (const target of pages.filter((page) => !values.page || values.page.includes(page.key))) {
    const samples: Figures[] = [];
    for (let run = 0; run < runs; run++) samples.push(await measure(chromium.port, `${stack.webUrl}${target.path}`));
    const figures = median(samples);
    const label = target.key === 'campground' ? `campground (${target.path})` : target.label;
    console.log(
      `| ${label} | ${(figures.scriptBytes / 1024).toFixed(0)} KB | ${figures.perf} | ${(figures.lcpMs / 1000).toFixed(1)} s | ${figures.tbtMs.toFixed(0)} ms | ${AIMS[target.key] ?? ''} |`,
    );
    if (values['long-tasks']) {
      console.log(`    LCP element: ${figures.lcpElement}`);
      for (const task of figures.longTasks) {
        console.log(
          `    long task at ${task.startTime?.toFixed(0)} ms: ${task.duration?.toFixed(0)} ms, ${task.url ?? ''}`,
        );
      }
    }
  }
} finally {
  await chromium.close();
  await stack.stop();
}
