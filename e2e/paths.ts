import { fileURLToPath } from 'node:url';

/** Where the journeys' SMTP receiver writes what the app mails (inside .e2e-data, emptied before each run). */
export const MAIL_DIR = fileURLToPath(new URL('../.e2e-data/mail', import.meta.url));
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 5198);
