/**
 * CSRF in a real browser: a signed-in victim opens an attacker's page on another origin that posts to
 * the app with auto-submitting forms (URL-encoded and JSON-shaped text/plain) and `no-cors` fetches
 * with the victim's cookies. Two attackers: another port on the app's host (same site, so the
 * SameSite=Lax session cookie IS sent and only the server's Sec-Fetch-Site/Origin check stands in the
 * way) and `localhost` (another site). Every attack must be answered 403 and change nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signedInPage } from '../fixtures';

interface Call {
  method: string;
  url: string;
  type: string;
  status?: number;
  headers?: Record<string, string>;
  failed?: boolean;
}

let attacker: Server;
let attackerPort = 0;
/** The page each test serves, built from the app's origin and the victim's id. */
let attackPage = '';

test.beforeAll(async () => {
  attacker = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(attackPage);
  });
  // No host: both 127.0.0.1 and ::1, so `localhost` reaches it whichever the browser picks.
  await new Promise<void>((resolve) => attacker.listen(0, resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

/** A JSON body a plain HTML form can send: enctype text/plain writes `name=value`. */
function jsonForm(id: string, action: string, body: Record<string, unknown>): string {
  const json = JSON.stringify({ ...body, pad: '' });
  const name = json.slice(0, -2); // ends in `"pad":"` ; the form adds `=` and the value closes it
  return `<iframe name="${id}-frame"></iframe>
<form id="${id}" method="POST" enctype="text/plain" action="${action}" target="${id}-frame">
  <input type="hidden" name='${name.replace(/'/g, '&#39;')}' value='"}'>
</form>`;
}

function buildAttackPage(app: string, userId: number): string {
  const transaction = { type: 'expense', amount: '777', currency: 'USD', description: 'csrf', category: 'Other', transactionDate: '2026-01-02' };
  return `<!doctype html><html><head><title>Win a prize</title></head><body>
<iframe name="urlencoded-frame"></iframe>
<form id="urlencoded" method="POST" action="${app}/api/transactions" target="urlencoded-frame">
  ${Object.entries(transaction).map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`).join('')}
</form>
${jsonForm('json-transaction', `${app}/api/transactions`, transaction)}
${jsonForm('json-language', `${app}/api/users/${userId}/language`, { language: 'pt' })}
<iframe name="logout-frame"></iframe>
<form id="logout" method="POST" action="${app}/api/auth/logout" target="logout-frame"></form>
<script>
  for (const form of document.forms) form.submit();
  const send = (path, body) => fetch(${JSON.stringify(app)} + path, {
    method: 'POST', credentials: 'include', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body,
  }).catch(() => {});
  send('/api/chat', JSON.stringify({ message: 'I spent 555 on csrf' }));
  send('/api/transactions', ${JSON.stringify(JSON.stringify(transaction))});
  send('/api/users/${userId}/language', JSON.stringify({ language: 'es' }));
  send('/api/feedback/message', JSON.stringify({ message: 'csrf feedback' }));
  send('/api/auth/logout', '');
  // A method a form cannot send needs a CORS preflight, which the app never grants.
  fetch(${JSON.stringify(app)} + '/api/users/${userId}/currency', {
    method: 'PATCH', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ currency: 'EUR' }),
  }).catch(() => {});
</script></body></html>`;
}

/** The unsafe requests the page makes to the app: 4 forms and 5 no-cors fetches. */
const ATTACKS = [
  'POST /api/transactions', // URL-encoded form
  'POST /api/transactions', // JSON-shaped text/plain form
  'POST /api/users/:id/language',
  'POST /api/auth/logout',
  'POST /api/chat',
  'POST /api/transactions',
  'POST /api/users/:id/language',
  'POST /api/feedback/message',
  'POST /api/auth/logout',
].sort();

for (const { name, host, site } of [
  { name: 'another port on the same host (same site: the cookie is sent)', host: '127.0.0.1', site: 'same-site' },
  { name: 'another site (localhost)', host: 'localhost', site: 'cross-site' },
]) {
  test(`an attacker page on ${name} changes nothing`, async ({ context, baseURL }) => {
    const app = new URL(baseURL!).origin;
    const { page, user } = await signedInPage(context);
    const api = context.request;
    await page.goto('/chat');
    await expect(page.getByRole('textbox').first()).toBeVisible();

    const created = await api.post('/api/transactions', {
      data: { type: 'expense', amount: '12.00', currency: 'USD', description: 'Lunch', category: 'Dining', transactionDate: '2026-01-01' },
    });
    expect(created.status()).toBe(201);
    const before = {
      transactions: (await (await api.get('/api/transactions')).json()).total as number,
      user: await (await api.get('/api/user')).json(),
    };
    expect(before.transactions).toBe(1);

    const attackOrigin = `http://${host}:${attackerPort}`;
    expect(attackOrigin).not.toBe(app);
    attackPage = buildAttackPage(app, user.id);

    // Forms load into frames: Playwright sees their answers. The fetches' answers are blocked in the
    // browser (Cross-Origin-Resource-Policy: same-origin), so their status comes from the DevTools
    // protocol, which reports what the server sent before the browser discarded it.
    const calls: Call[] = [];
    context.on('response', async (response) => {
      const request = response.request();
      if (request.method() === 'GET' || request.resourceType() !== 'document' || !response.url().startsWith(`${app}/api/`)) return;
      calls.push({ method: request.method(), url: response.url(), type: 'Form', status: response.status(), headers: await request.allHeaders() });
    });
    const evil = await context.newPage();
    const cdp = await context.newCDPSession(evil);
    await cdp.send('Network.enable');
    const byId = new Map<string, Call>();
    const call = (id: string) => byId.get(id) ?? byId.set(id, { method: '', url: '', type: '' }).get(id)!;
    const lower = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    cdp.on('Network.requestWillBeSent', (e) => Object.assign(call(e.requestId), { method: e.request.method, url: e.request.url, type: e.type ?? '' }));
    cdp.on('Network.requestWillBeSentExtraInfo', (e) => (call(e.requestId).headers = lower(e.headers)));
    cdp.on('Network.responseReceivedExtraInfo', (e) => (call(e.requestId).status = e.statusCode));
    cdp.on('Network.loadingFailed', (e) => (call(e.requestId).failed = true));
    const fetches = () => [...byId.values()].filter((c) => c.type === 'Fetch' && c.url.startsWith(`${app}/api/`));

    await evil.goto(`${attackOrigin}/`);
    await expect(evil).toHaveTitle('Win a prize');
    const attacks = () => [...calls, ...fetches()].filter((c) => c.method === 'POST' && c.status !== undefined && c.headers);
    // Every attack reached the server and was refused by the CSRF check (403), not by a missing cookie
    // or a parse error. Under a loaded suite the nine requests can take a while; a failure shows which arrived.
    const name = (c: Call) => `${c.method} ${c.url.replace(app, '').replace(`/${user.id}/`, '/:id/')}`;
    await expect.poll(() => attacks().map(name).sort(), { timeout: 30_000 }).toEqual(ATTACKS);
    for (const c of attacks()) {
      expect({ status: c.status, site: c.headers!['sec-fetch-site'], origin: c.headers!.origin }, name(c)).toEqual({ status: 403, site, origin: attackOrigin });
      if (site === 'same-site') expect(c.headers!.cookie, name(c)).toContain('tally_session=');
    }
    // The PATCH needs a CORS preflight, which the app never grants: it fails without ever being answered.
    await expect.poll(() => fetches().find((c) => c.method === 'PATCH')?.failed).toBe(true);
    expect(fetches().find((c) => c.method === 'PATCH')!.status).toBeUndefined();

    // As the victim: still signed in, nothing added, settings as they were.
    await evil.close();
    expect((await api.get('/api/auth/me')).status()).toBe(200);
    expect((await (await api.get('/api/transactions')).json()).total).toBe(before.transactions);
    expect(await (await api.get('/api/user')).json()).toEqual(before.user);
    await page.reload();
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
  });
}
