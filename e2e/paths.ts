import { fileURLToPath } from 'node:url';

/** Where the journeys' SMTP receiver writes what the app mails (inside .e2e-data, emptied before each run). */
export const MAIL_DIR = fileURLToPath(new URL('../.e2e-data/mail', import.meta.url));
