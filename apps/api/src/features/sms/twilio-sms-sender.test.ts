import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TwilioSmsSender } from './twilio-sms-sender.ts';

// A stand-in for Twilio's Messages API on a local port: records requests, answers like Twilio.
const received: { url: string; auth: string; form: URLSearchParams }[] = [];
let status = 201;
const server = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push({
      url: request.url ?? '',
      auth: request.headers.authorization ?? '',
      form: new URLSearchParams(body),
    });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(status === 201 ? '{"sid":"SM1"}' : '{"code":21211,"message":"Invalid To Phone Number"}');
  });
});
let apiUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('TwilioSmsSender', () => {
  it('posts the message form with basic auth to the account’s Messages resource', async () => {
    const sender = new TwilioSmsSender({ accountSid: 'AC123', authToken: 'secret', from: '+15550001111', apiUrl });
    await sender.send({ to: '+19705550100', body: '123456 is your code' });
    const [request] = received;
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(request!.form)).toEqual({
      To: '+19705550100',
      Body: '123456 is your code',
      From: '+15550001111',
    });
  });

  it('uses a Messaging Service SID as such, and throws with Twilio’s reason when refused', async () => {
    status = 400;
    const sender = new TwilioSmsSender({
      accountSid: 'AC123',
      authToken: 'secret',
      from: `MG${'a'.repeat(32)}`,
      apiUrl,
    });
    await expect(sender.send({ to: '+1', body: 'x' })).rejects.toThrow(
      'Twilio refused the message (400): 21211 Invalid To Phone Number',
    );
    expect(received[1]?.form.get('MessagingServiceSid')).toBe(`MG${'a'.repeat(32)}`);
  });
});
