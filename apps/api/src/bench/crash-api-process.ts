// The API as a real child process for the crash benchmark: `node --import tsx server.ts` on one
// PostgreSQL database and a fixed port, started, SIGKILLed and started again on the same port, so
// the workload's base URL stays valid across crashes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverScript = path.join(repoRoot, 'apps/api/src/server.ts');

/** A port nobody listens on now (the OS picks it; closed again at once). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ApiProcess {
  readonly baseUrl: string;
  private child: ChildProcess | null = null;
  private stderrTail = '';

  constructor(
    private readonly databaseUrl: string,
    private readonly port: number,
    /** How often the membership sweep runs (seconds): short, so interrupted purchases settle soon. */
    private readonly sweepSeconds: number,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  /** Starts the process and resolves once GET /health answers 200 (ms it took). */
  async start(timeoutMs = 60_000): Promise<number> {
    if (this.child) throw new Error('The API process is already running');
    const started = performance.now();
    // Only what the API needs: the developer's .env (Stripe keys, SMTP …) must not leak in, so
    // purchases go through the local test processor and emails to the outbox.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: this.databaseUrl,
      API_HOST: '127.0.0.1',
      API_PORT: String(this.port),
      LOG_LEVEL: 'warn',
      GEOIP_DATABASE: 'none',
      // Every sign-up comes from 127.0.0.1: the per-address limit would refuse most of the stream.
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000000',
      MEMBERSHIP_SWEEP_SECONDS: String(this.sweepSeconds),
      JOBS_POLL_MS: '500',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    this.stderrTail = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString()).slice(-4000);
    });
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    while (performance.now() - started < timeoutMs) {
      if (!this.child) throw new Error(`The API process exited while starting:\n${this.stderrTail}`);
      try {
        const response = await fetch(`${this.baseUrl}/health`);
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`The API did not answer /health within ${timeoutMs} ms:\n${this.stderrTail}`);
  }

  /** SIGKILL: no shutdown hook runs, requests under way are cut off mid-transaction. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** The clean way out, at the end of the run. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
