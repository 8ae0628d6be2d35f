/** Reading what the app mailed, from the files the journeys' SMTP receiver writes (see smtp-receiver.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { parseMail, type ParsedMail } from '../apps/server/test/helpers/mime';
import { MAIL_DIR } from './paths';

export interface DeliveredMail extends ParsedMail {
  envelopeTo: string[];
}

export function readMailbox(): DeliveredMail[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const stored = JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as { envelopeTo: string[]; raw: string };
    return { ...parseMail(stored.raw), envelopeTo: stored.envelopeTo };
  });
}

/** The latest message to `address` that matches, waiting for it to arrive. */
export async function waitForMail(address: string, match: (mail: DeliveredMail) => boolean = () => true): Promise<DeliveredMail> {
  let found: DeliveredMail | undefined;
  await expect
    .poll(
      () => {
        found = readMailbox()
          .filter((mail) => mail.envelopeTo.includes(address.toLowerCase()) && match(mail))
          .at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The link in a message that contains `part`. */
export function linkIn(mail: DeliveredMail, part: string): string {
  const link = mail.links.find((l) => l.includes(part));
  expect(link, `a link with ${part} in "${mail.subject}"`).toBeDefined();
  return link!;
}
