import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { BackgroundEmailSender } from './background-email-sender.ts';
import type { EmailMessage, EmailSender } from './email-sender.ts';

const message: EmailMessage = { to: 'ada@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };

/** An adapter whose sends finish only when the test says so. */
function controlledSender() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const sender: EmailSender = {
    send: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
  };
  return { sender, pending };
}

function recordingLog() {
  const errors: unknown[][] = [];
  const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
  return { log, errors };
}

describe('BackgroundEmailSender', () => {
  it('answers before the adapter has finished, and idle() waits for it', async () => {
    const { sender, pending } = controlledSender();
    const background = new BackgroundEmailSender(sender, recordingLog().log);
    await background.send(message);
    expect(pending).toHaveLength(1);

    let idle = false;
    const waiting = background.idle().then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    pending[0]!.resolve();
    await waiting;
    expect(idle).toBe(true);
  });

  it('logs a failed send without the message body and goes on', async () => {
    const { sender, pending } = controlledSender();
    const { log, errors } = recordingLog();
    const background = new BackgroundEmailSender(sender, log);
    await background.send(message);
    pending[0]!.reject(new Error('connection refused'));
    await background.idle();
    expect(errors).toHaveLength(1);
    const [fields, text] = errors[0] as [{ err: Error; subject: string }, string];
    expect(fields.err.message).toBe('connection refused');
    expect(fields.subject).toBe('Hello');
    expect(text).toBe('email failed');
    expect(JSON.stringify(errors[0])).not.toContain('<p>Hi</p>');
  });
});
