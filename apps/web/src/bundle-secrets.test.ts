/**
 * Nothing secret in the built web app (npm run build first; npm test builds before vitest runs): every
 * file a browser can fetch from dist/ is scanned for credential shapes (keys, tokens, connection
 * strings with passwords) and for the server's configuration names, none of which belongs in a client.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const serverConfig = fileURLToPath(new URL('../../server/src/platform/config.ts', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Credential shapes, by what they would leak. */
const SHAPES: Array<[string, RegExp]> = [
  ['a PEM key or certificate', /-----BEGIN [A-Z ]*(PRIVATE KEY|CERTIFICATE)-----/],
  ['a connection string', /\b(postgres(ql)?|redis|rediss|smtps?|mysql|mongodb(\+srv)?):\/\/[^\s"'`]+/i],
  ['Twilio', /\bTWILIO\b|\bAC[0-9a-f]{32}\b/],
  ['an auth token name', /AUTH_TOKEN/],
  ['a Stripe key', /\b[sr]k_(live|test)_[0-9A-Za-z]{10,}/],
  ['an AWS access key', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['a GitHub token', /\bgh[pousr]_[0-9A-Za-z]{30,}/],
  ['a Slack token', /\bxox[abprs]-[0-9A-Za-z-]{10,}/],
  ['a Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['a JSON web token', /\beyJ[0-9A-Za-z_-]{10,}\.eyJ[0-9A-Za-z_-]{10,}\./],
  ['a password hash', /\$argon2(id|i|d)\$|\$2[aby]\$\d\d\$/],
];

/** The server's settings (platform/config.ts), read from its source. */
function serverSettingNames(): string[] {
  const source = readFileSync(serverConfig, 'utf8');
  const schema = source.slice(source.indexOf('const configSchema'), source.indexOf('export type Config'));
  return [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
}

/** Names too generic to mean a leak (and not secret): the build itself replaces NODE_ENV. */
const GENERIC = new Set(['NODE_ENV', 'PORT', 'HOST']);

describe('the built web app', () => {
  it('was built', () => {
    expect(existsSync(join(dist, 'index.html')), `no build in ${dist}: run npm run build`).toBe(true);
  });

  const files = existsSync(dist) ? filesUnder(dist).filter((f) => /\.(js|mjs|html|css|json|map|txt|svg|webmanifest)$/.test(f)) : [];
  const read = () => files.map((file) => ({ where: file.slice(dist.length), text: readFileSync(file, 'utf8') }));

  it('holds no credential shape', () => {
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
    const found = read().flatMap(({ where, text }) => SHAPES.filter(([, shape]) => shape.test(text)).map(([what]) => `${where}: ${what} (${text.match(SHAPES.find(([w]) => w === what)![1])![0].slice(0, 60)})`));
    expect(found).toEqual([]);
  });

  it('names none of the server’s settings, and holds none of their values from this environment', () => {
    const names = serverSettingNames();
    // The parse found the settings, secrets included (so a changed config file cannot empty the check).
    expect(names).toEqual(expect.arrayContaining(['DATABASE_URL', 'ADMIN_PASSWORD', 'ADMIN_USERNAME', 'SMTP_PASSWORD', 'SMTP_USER', 'TWILIO_AUTH_TOKEN', 'REDIS_URL']));
    const checked = names.filter((name) => !GENERIC.has(name));
    const values = names.map((name) => [name, process.env[name]] as const).filter((entry): entry is readonly [string, string] => (entry[1]?.length ?? 0) >= 8);
    const found: string[] = [];
    for (const { where, text } of read()) {
      for (const name of checked) if (new RegExp(`\\b${name}\\b`).test(text)) found.push(`${where}: ${name}`);
      for (const [name, value] of values) if (text.includes(value)) found.push(`${where}: the value of ${name}`);
    }
    expect(found).toEqual([]);
  });
});
