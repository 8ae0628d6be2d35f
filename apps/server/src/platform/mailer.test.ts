import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { outgoingMail } from '../db/schema';
import { createTestApp, type TestContext } from '../../test/helpers/app';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/helpers/smtp';
import { testConfig } from './config';
import { createMailer, isSmtpConfigured, MailDeliveryError, type MailMessage } from './mailer';
import { createOutgoingMailRepository } from './outgoing-mail.repository';

let t: TestContext;
let smtp: SmtpReceiver;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A real logger whose lines the test can read. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } }).log;
  return { log, lines };
}

const message = (to: string): MailMessage => {
  const link = `https://tally.example/auth?mode=reset-password&token=tok-${Math.random().toString(36).slice(2)}`;
  return {
    to,
    userId: null,
    subject: 'Redefina sua senha do Tally',
    text: `Olá,\n\nEscolha uma nova senha:\n${link}\n`,
    html: `<p>Olá,</p><p><a href="${link}">Escolher</a></p><p>${link}</p>`,
    link,
  };
};

const recordsTo = (to: string) => t.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, to));

describe('transport choice', () => {
  it('uses SMTP when SMTP_URL or SMTP_HOST is set, the outbox otherwise', () => {
    expect(isSmtpConfigured(testConfig())).toBe(false);
    expect(isSmtpConfigured(testConfig({ SMTP_URL: 'smtp://mail.example:587' }))).toBe(true);
    expect(isSmtpConfigured(testConfig({ SMTP_HOST: 'mail.example', SMTP_PORT: '2525' }))).toBe(true);
  });
});

describe('SMTP transport', () => {
  it('delivers text and HTML from MAIL_FROM to a real SMTP server and records it without the link', async () => {
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Tally Test <robot@tally.test>' });
    const mailer = createMailer(config, createOutgoingMailRepository(t.database.db), capturingLogger().log);
    const sent = message('ana@example.com');
    await mailer.send(sent);
    mailer.close();

    const received = await smtp.waitFor((m) => m.envelopeTo.includes('ana@example.com'));
    expect(received.envelopeFrom).toBe('robot@tally.test');
    expect(received.subject).toBe('Redefina sua senha do Tally');
    expect(received.text).toContain('Olá,');
    expect(received.links).toEqual([sent.link]);
    expect(received.html).toContain(`href="${sent.link}"`);

    const [row] = await recordsTo('ana@example.com');
    expect(row).toMatchObject({ transport: 'smtp', error: null, subject: 'Redefina sua senha do Tally' });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.textBody).not.toContain(sent.link);
    expect(row!.textBody).toContain('[link]');
    expect(row!.htmlBody).not.toContain('token=');
  });

  it('works with host, port, user and password as separate settings', async () => {
    const config = testConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_USER: 'u', SMTP_PASSWORD: 'p' });
    const mailer = createMailer(config, createOutgoingMailRepository(t.database.db), capturingLogger().log);
    await mailer.send(message('host-settings@example.com'));
    mailer.close();
    const received = await smtp.waitFor((m) => m.envelopeTo.includes('host-settings@example.com'));
    expect(received.authenticatedAs).toBe('u');
  });

  it('throws MailDeliveryError when the server refuses, and records the failure', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer(testConfig({ SMTP_URL: smtp.url }), createOutgoingMailRepository(t.database.db), log);
    smtp.refuse = true;
    try {
      await expect(mailer.send(message('refused@example.com'))).rejects.toBeInstanceOf(MailDeliveryError);
    } finally {
      smtp.refuse = false;
      mailer.close();
    }
    const [row] = await recordsTo('refused@example.com');
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toMatch(/550|Mailbox unavailable/);
    expect(lines.some((l) => l.msg === 'SMTP delivery failed')).toBe(true);
  });

  it('fails in bounded time when nothing listens', async () => {
    const mailer = createMailer(testConfig({ SMTP_URL: 'smtp://127.0.0.1:1' }), createOutgoingMailRepository(t.database.db), capturingLogger().log);
    await expect(mailer.send(message('nobody-listens@example.com'))).rejects.toBeInstanceOf(MailDeliveryError);
    mailer.close();
  });
});

describe('embedded outbox', () => {
  it('stores the whole message and prints its link in the log', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer(testConfig(), createOutgoingMailRepository(t.database.db), log);
    expect(mailer.transport).toBe('outbox');
    const sent = message('outbox@example.com');
    await mailer.send(sent);

    const [row] = await recordsTo('outbox@example.com');
    expect(row).toMatchObject({ transport: 'outbox', subject: sent.subject, textBody: sent.text, htmlBody: sent.html, error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    const line = lines.find((l) => l.mailId === row!.id);
    expect(line).toMatchObject({ level: 30, link: sent.link, to: 'outbox@example.com' });
    expect(String(line!.msg)).toContain(sent.link);
  });
});
