/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives: the stand-in for the
 * mail provider at its network edge. The app under test sends to it over SMTP like to any other.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';

export interface ReceivedMail extends ParsedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** The user the client signed in as (AUTH), if it did. */
  authenticatedAs: string | null;
  raw: string;
}

export interface SmtpReceiver {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** While set, every recipient is refused (a provider outage, a rejected address). */
  refuse: boolean;
  /** The first message (already received or arriving within the timeout) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpReceiverOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Called with each message as it arrives (the browser journeys write them to files). */
  onMessage?: (mail: ReceivedMail) => void;
}

export async function startSmtpReceiver(options: SmtpReceiverOptions = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const receiver = { refuse: false } as SmtpReceiver;
  const server = new SMTPServer({
    authOptional: true,
    // Plain text on the loopback interface: no TLS to set up, and AUTH allowed without it.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? '' });
    },
    onRcptTo(_address, _session, callback) {
      callback(receiver.refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        const mail: ReceivedMail = {
          ...parseMail(raw),
          raw,
          envelopeFrom: from ? from.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          authenticatedAs: typeof session.user === 'string' ? session.user : null,
        };
        messages.push(mail);
        options.onMessage?.(mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return Object.assign(receiver, {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 5000) {
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
