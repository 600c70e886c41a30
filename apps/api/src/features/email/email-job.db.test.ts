// Every email is an `email.send` job: over SMTP the runner delivers it with retries; with the
// local outbox it is delivered within the request. Either way its payload (a reset link) is
// cleared once it went out.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, jobs } from '../../db/schema/index.ts';
import { JobHandlers } from '../../jobs/job-handlers.ts';
import { JobRunner } from '../../jobs/job-runner.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { recordingJobLog } from '../../test/test-job-log.ts';
import { createEmailSender } from './create-email-sender.ts';
import { registerEmailDelivery } from './email-job.ts';
import type { EmailMessage } from './email-sender.ts';
import { SmtpEmailSender } from './smtp-email-sender.ts';

const message: EmailMessage = {
  to: 'ada@example.com',
  subject: 'Reset your password',
  text: 'Open https://campwise.example/password/reset?token=secret',
  html: '<p><a href="https://campwise.example/password/reset?token=secret">Reset</a></p>',
  actionUrl: 'https://campwise.example/password/reset?token=secret',
};
const log = recordingJobLog() as unknown as FastifyBaseLogger;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});
beforeEach(async () => {
  await database.db.delete(jobs);
  await database.db.delete(emailOutbox);
});

/** nodemailer's stream transport (the real MIME message, no server) that refuses its first `failures` sends. */
function flakySmtp(failures: number) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const sent: string[] = [];
  let attempts = 0;
  const sender = new SmtpEmailSender(
    {
      sendMail: async (mail: nodemailer.SendMailOptions) => {
        attempts += 1;
        if (attempts <= failures) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        const info = await transport.sendMail(mail);
        sent.push((info.message as Buffer).toString('utf8'));
        return info;
      },
    },
    'Campwise <no-reply@campwise.local>',
  );
  return { sender, sent };
}

describe('email jobs', () => {
  it('over SMTP: the request only enqueues; the runner sends, retrying a failed send', async () => {
    const { db } = database;
    const clock = createTestClock();
    const smtp = flakySmtp(1);
    const emailSender = createEmailSender({ smtpUrl: 'smtp://127.0.0.1:25', emailFrom: 'x@y.z' }, db, log, clock.now);
    await emailSender.send(message);
    const [queued] = await db.select().from(jobs);
    expect(queued).toMatchObject({ kind: 'email.send', status: 'queued', payload: message });
    expect(smtp.sent).toEqual([]);

    const runner = new JobRunner({
      db,
      handlers: registerEmailDelivery(new JobHandlers(), smtp.sender),
      clock: clock.now,
      log: recordingJobLog(),
      pollMs: 20,
    });
    expect(await runner.runDue()).toEqual(['retrying']);
    expect(smtp.sent).toEqual([]);
    const [retrying] = await db.select().from(jobs);
    expect(retrying?.lastError).toBe('Error: connect ECONNREFUSED 127.0.0.1:25');
    // The error kept on the job never includes the message.
    expect(retrying?.lastError).not.toContain('secret');

    clock.advance(10);
    expect(await runner.runDue()).toEqual(['succeeded']);
    expect(smtp.sent).toHaveLength(1);
    expect(smtp.sent[0]).toContain('To: ada@example.com');
    const [done] = await db.select().from(jobs);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, payload: null });
  });

  it('with the local outbox: the row exists once send() returns, and the job keeps no link', async () => {
    const { db } = database;
    const clock = createTestClock();
    const emailSender = createEmailSender({ smtpUrl: undefined, emailFrom: 'x@y.z' }, db, log, clock.now);
    await emailSender.send(message);

    const outbox = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, message.to));
    expect(outbox.map((row) => row.subject)).toEqual([message.subject]);
    const [job] = await db.select().from(jobs);
    expect(job).toMatchObject({ kind: 'email.send', status: 'succeeded', attempts: 1, payload: null });
  });
});
