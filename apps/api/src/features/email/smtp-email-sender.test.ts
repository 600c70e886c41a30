import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { SmtpEmailSender } from './smtp-email-sender.ts';

describe('SmtpEmailSender', () => {
  it('hands nodemailer the sender, recipient, subject and both bodies', async () => {
    // nodemailer's stream transport builds the real MIME message without a server.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const sent: string[] = [];
    const recording = {
      sendMail: async (mail: nodemailer.SendMailOptions) => {
        const info = await transport.sendMail(mail);
        sent.push((info.message as Buffer).toString('utf8'));
        return info;
      },
    };
    const sender = new SmtpEmailSender(recording, 'Campwise <no-reply@campwise.local>');
    await sender.send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open https://campwise.example/password/reset?token=abc',
      html: '<p><a href="https://campwise.example/password/reset?token=abc">Reset</a></p>',
    });
    expect(sent).toHaveLength(1);
    const mime = sent[0]!;
    expect(mime).toContain('From: Campwise <no-reply@campwise.local>');
    expect(mime).toContain('To: ada@example.com');
    expect(mime).toContain('Subject: Reset your password');
    expect(mime).toContain('Content-Type: text/plain');
    expect(mime).toContain('Content-Type: text/html');
    expect(mime).toContain('token=abc');
  });

  it('attaches files (a booking’s .ics) to the message', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const sent: string[] = [];
    const sender = new SmtpEmailSender(
      {
        sendMail: async (mail: nodemailer.SendMailOptions) => {
          const info = await transport.sendMail(mail);
          sent.push((info.message as Buffer).toString('utf8'));
          return info;
        },
      },
      'Campwise <no-reply@campwise.local>',
    );
    await sender.send({
      to: 'ada@example.com',
      subject: 'Booking confirmed',
      text: 'See you soon',
      html: '<p>See you soon</p>',
      attachments: [
        { filename: 'stay.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR\r\n' },
      ],
    });
    expect(sent[0]).toContain('Content-Type: text/calendar; charset=utf-8');
    expect(sent[0]).toContain('filename=stay.ics');
  });

  it('builds a transport from an SMTP URL', () => {
    expect(SmtpEmailSender.fromUrl('smtp://localhost:2525', 'x@y.z')).toBeInstanceOf(SmtpEmailSender);
  });
});
