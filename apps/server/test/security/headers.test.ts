/**
 * Security headers on the page and on the API, and the body limit. The page is the real built web app
 * (npm run build runs before the tests): its index.html must also fit the policy, with no inline
 * script or style the browser would refuse.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../src/app';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../helpers/app';

const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

let t: TestContext;
let user: TestUser;
beforeAll(async () => {
  if (!existsSync(`${WEB_DIST}/index.html`)) throw new Error(`no built web app in ${WEB_DIST}: run npm run build first`);
  t = await createTestApp({ WEB_DIST });
  user = await registerUser(t.app);
});
afterAll(() => t.close());

/** The policy as directive -> sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy).toBeTypeOf('string');
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

describe('security headers', () => {
  const script = readFileSync(`${WEB_DIST}/index.html`, 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)?.[1];

  it.each([
    ['the page', '/'],
    ['a page address the client routes', '/dashboard'],
    ['a script', script ?? '/assets/missing.js'],
    ['the API', '/api/health'],
    ['an API error', '/api/transactions'],
  ])('%s (%s): a strict policy, no sniffing, no framing, a referrer policy', async (_what, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
    const csp = directives(res.headers['content-security-policy'] as string | undefined);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    for (const [name, sources] of csp) {
      // No directive lets inline code or eval in (style-src included: the app has no inline styles).
      expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
      expect(sources, name).not.toContain('*');
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Other origins may not read or embed the answers (the CSRF journey relies on it for no-cors fetches).
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('the page has no inline script, event handler or style attribute for the policy to refuse', () => {
    expect(script).toBeDefined();
    const html = readFileSync(`${WEB_DIST}/index.html`, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\//);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/<style\b/i);
  });
});

describe('body limit', () => {
  const big = 'x'.repeat(BODY_LIMIT);

  it.each([
    ['JSON, signed out', '/api/auth/login', 'application/json', JSON.stringify({ phoneNumber: '+12025550143', password: big }), false],
    ['JSON, signed in', '/api/chat', 'application/json', JSON.stringify({ message: big }), true],
    ['plain text', '/api/chat', 'text/plain', big + big, true],
  ])('%s: a body over %s answers 413 with the JSON error, never 500', async (_what, url, type, payload, signedIn) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': type, ...(signedIn ? user.headers : {}) },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: expect.stringMatching(/\w/), code: 'bodyTooLarge' });
  });

  it('a body just under the limit is read (and then judged on its content)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phoneNumber: '+12025550143', password: 'x'.repeat(BODY_LIMIT - 100) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('passwordTooLong');
  });
});
