/**
 * The browser journeys' mail server: a real SMTP server on 127.0.0.1 (the stand-in for a mail
 * provider) that writes each message it receives to a file, where the journeys read it to follow its
 * link. Started by the Playwright config before the app, which sends to it through SMTP_URL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpReceiver } from '../apps/server/test/helpers/smtp';

const port = Number(process.env.E2E_SMTP_PORT);
if (!port) throw new Error('E2E_SMTP_PORT is required');
const dir = process.env.E2E_MAIL_DIR;
if (!dir) throw new Error('E2E_MAIL_DIR is required');
mkdirSync(dir, { recursive: true });

let count = 0;
await startSmtpReceiver({
  port,
  onMessage(mail) {
    count += 1;
    const name = `${Date.now()}-${String(count).padStart(4, '0')}.json`;
    writeFileSync(join(dir, name), JSON.stringify({ envelopeTo: mail.envelopeTo, raw: mail.raw }));
  },
});
console.log(`SMTP receiver ready on 127.0.0.1:${port}`);
