// Email over SMTP with nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com).
import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, EmailSender } from './email-sender.ts';

export class SmtpEmailSender implements EmailSender {
  constructor(
    private readonly transport: Pick<Transporter, 'sendMail'>,
    private readonly from: string,
  ) {}

  static fromUrl(url: string, from: string): SmtpEmailSender {
    return new SmtpEmailSender(nodemailer.createTransport(url), from);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map(({ filename, contentType, content }) => ({
              filename,
              contentType,
              content,
            })),
          }
        : {}),
    });
  }
}
