/**
 * The one mailer (decision D3). SMTP when it is configured (SMTP_URL, or SMTP_HOST with port, user and
 * password); otherwise the embedded outbox: the message is stored in `outgoing_mail` and its link is
 * printed in the server log, so every emailed flow works on a fresh machine with nothing to set up.
 * Either way each message leaves a row in `outgoing_mail`, the record of what went out.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from './config';
import type { OutgoingMailRepository } from './outgoing-mail.repository';

export interface MailMessage {
  to: string;
  /** The account the message is about (its record is deleted with the account). */
  userId: number | null;
  subject: string;
  text: string;
  html: string;
  /** The one link the message exists for: the outbox prints it in the log for a person to follow. */
  link: string;
}

export type MailTransportKind = 'smtp' | 'outbox';

export interface Mailer {
  readonly transport: MailTransportKind;
  /** Sends the message (or stores it in the outbox) and records it; throws MailDeliveryError if SMTP refuses it. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
}

/** A dead SMTP server must not hold a request for nodemailer's default two minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function isSmtpConfigured(config: Config): boolean {
  return Boolean(config.SMTP_URL ?? config.SMTP_HOST);
}

/** nodemailer loads only when SMTP is configured. */
async function createSmtpTransport(config: Config): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  if (config.SMTP_URL) return nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS });
  const port = config.SMTP_PORT ?? 587;
  return nodemailer.createTransport({
    host: config.SMTP_HOST,
    port,
    // 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when the server offers it.
    secure: port === 465,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
    ...SMTP_TIMEOUTS,
  });
}

export function createMailer(config: Config, record: OutgoingMailRepository, log: FastifyBaseLogger): Mailer {
  if (!isSmtpConfigured(config)) {
    return {
      transport: 'outbox',
      async send(message) {
        const id = await record.insert({
          userId: message.userId,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          transport: 'outbox',
          sentAt: new Date(),
        });
        // The operator's way to the link when no SMTP is configured (a fresh machine, a demo).
        log.info({ mailId: id, to: message.to, subject: message.subject, link: message.link }, `Mail stored in the outbox: ${message.link}`);
      },
      close() {},
    };
  }

  const transport = createSmtpTransport(config);
  transport.catch(() => {}); // reported by the first message that awaits it
  return {
    transport: 'smtp',
    async send(message) {
      // The stored copy leaves the link out: tokens are kept only as hashes, the record must not undo that.
      const redact = (body: string) => body.split(message.link).join('[link]');
      const row = {
        userId: message.userId,
        toAddress: message.to,
        subject: message.subject,
        textBody: redact(message.text),
        htmlBody: redact(message.html),
        transport: 'smtp',
      };
      try {
        const smtp = await transport;
        await smtp.sendMail({ from: config.MAIL_FROM, to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await record.insert({ ...row, error: reason.slice(0, 500) });
        log.error({ err: error, subject: message.subject }, 'SMTP delivery failed');
        throw new MailDeliveryError(reason);
      }
      await record.insert({ ...row, sentAt: new Date() });
    },
    close() {
      void transport.then((smtp) => smtp.close(), () => {});
    },
  };
}
