/**
 * Browser journeys in Debian's Chromium (never a downloaded browser) against the real server as
 * production runs it (the compiled build, apps/server/dist: `npm run build` first, as `npm test`
 * does), the built web app and a fresh embedded database in .e2e-data/ (removed before each run).
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { MAIL_DIR } from './paths';

const root = fileURLToPath(new URL('..', import.meta.url));
/** A port per checkout (several worktrees may run journeys at once), unless E2E_PORT says otherwise. */
const port = Number(process.env.E2E_PORT ?? 5200 + ([...root].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 700));
/** The journeys' SMTP receiver, beside the app's port. */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
const dataDir = `${root}.e2e-data/db`;
if (!process.env.E2E_KEEP_DATA && !process.env.TEST_WORKER_INDEX) rmSync(`${root}.e2e-data`, { recursive: true, force: true });

/** The messaging channel's auth token in the journeys' server. */
export const E2E_TWILIO_TOKEN = 'e2e-twilio-token';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: `${root}test-results`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: [
    // A real SMTP server for the app's email (settings journeys follow the links it receives).
    {
      command: 'node --import tsx e2e/smtp-receiver.ts',
      cwd: root,
      wait: { stdout: /SMTP receiver ready/ },
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR: MAIL_DIR },
    },
    {
      command: 'node --enable-source-maps --no-regexp-tier-up apps/server/dist/main.js',
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        BETA_SEATS: '100000',
        NODE_ENV: 'test',
        // Every journey signs up from 127.0.0.1: keep the limits' shape but not their size.
        RATE_LIMIT_SCALE: '1000',
        ADMIN_USERNAME: 'operator',
        ADMIN_PASSWORD: 'Operator-Pass-1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The SMS/WhatsApp channel, signed with this token (the journey signs like the provider does).
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TWILIO_AUTH_TOKEN: E2E_TWILIO_TOKEN,
      },
    },
  ],
});
