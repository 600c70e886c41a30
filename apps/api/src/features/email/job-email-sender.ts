// The EmailSender routes and services use: it only enqueues an `email.send` job, so a request
// never waits for SMTP and a crash loses no email. With the local outbox the job is also run
// at once, in the request: the outbox row then exists when the response is sent (browser tests
// read it right after), and the runner only picks the job up if that delivery failed.
import { addSeconds, type Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { SQL } from 'drizzle-orm';
import { enqueueJob, enqueueJobIf } from '../../jobs/job-repository.ts';
import { runJobNow, type JobExecution } from '../../jobs/run-job.ts';
import { sendEmailJob } from './email-job.ts';
import type { EmailMessage, EmailSender } from './email-sender.ts';

export class JobEmailSender implements EmailSender {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Set: deliver in the request with these handlers; null: leave it to the runner. */
    private readonly inRequest: JobExecution | null,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    const now = this.clock();
    await this.deliverInRequest(await enqueueJob(this.db, sendEmailJob, message, now, { runAt: this.runAt(now) }));
  }

  async sendIf(condition: SQL, message: EmailMessage): Promise<void> {
    const now = this.clock();
    const id = await enqueueJobIf(this.db, condition, sendEmailJob, message, now, { runAt: this.runAt(now) });
    await this.deliverInRequest(id);
  }

  /** Delivered in the request: the runner waits a lease before treating it as undelivered. */
  private runAt(now: Date): Date {
    return this.inRequest ? addSeconds(now, this.inRequest.leaseSeconds) : now;
  }

  /** A failed in-request delivery is recorded on the job (retrying) and not the caller's error. */
  private async deliverInRequest(id: number | null): Promise<void> {
    if (this.inRequest && id !== null) await runJobNow(this.inRequest, id);
  }
}
