import { expect, test, type Page } from '@playwright/test';
import { io as connect } from 'socket.io-client';
import { CHAT_REALTIME, REALTIME_PATH } from '@portal/shared';
import { Tally } from '../tally';
import { rng, sample } from '../api/fuzzCases';
import { fillPath, type JsonSchema, type Operation } from '../api/routeTable';
import { ACCOUNTS, BASE_URL } from './env';
import { bearer, everyPage, signIn, useTokens } from './session';

/** The corpus: each payload calls __xss(<marker>) if it ever runs; the marker names the field and the payload. */
const PAYLOADS: ((m: string) => string)[] = [
  (m) => `<script>__xss('${m}')</script>`,
  (m) => `<img src=x onerror="__xss('${m}')">`,
  (m) => `<svg onload="__xss('${m}')"></svg>`,
  (m) => `<svg><script>__xss('${m}')</script></svg>`,
  (m) => `"><img src=x onerror=__xss('${m}')>`,
  (m) => `<iframe srcdoc="<script>parent.__xss('${m}')</script>"></iframe>`,
  (m) => `<details open ontoggle="__xss('${m}')">x</details>`,
  (m) => `<a href="javascript:__xss('${m}')">link</a>`,
  (m) => `<a href="data:text/html,<script>opener.__xss('${m}')</script>">data</a>`,
  (m) => `<math><mtext><table><mglyph><style><img src=x onerror="__xss('${m}')">`,
  (m) => `<div style="background:url('javascript:__xss(\\'${m}\\')')">css</div><style>@import 'javascript:__xss("${m}")';</style>`,
  (m) => `<object data="javascript:__xss('${m}')"></object><embed src="javascript:__xss('${m}')">`,
  (m) => `<input autofocus onfocus="__xss('${m}')">`,
  (m) => `[md](javascript:__xss('${m}'))`,
  (m) => `javascript:__xss('${m}')`,
  (m) => `{{constructor.constructor("__xss('${m}')")()}}`,
];

/** Writes that would lock the suite out or change what pages exist; their text fields are other routes' too. */
const SKIP =
  /^\/api\/v1\/(auth\/|permissions|remotes|accounts\/change|accounts\/recover|accounts\/upgrade\/|accounts\/impersonate|notify\/clear|newsletter-schedule\/send|announcements\/email-test)/;

const isFreeText = (s: JsonSchema) => {
  const type = Array.isArray(s.type) ? s.type.includes('string') : s.type === 'string';
  return type && !s.enum && !s.pattern && !s.format && (s.maxLength ?? 1000) >= 40;
};

/**
 * Stored XSS: the corpus written through the api into every free-text field of every write route of the OpenAPI
 * document (and the chat, through its socket), then every page rendered in Chromium as the Super Admin and a Team
 * Member: 0 executions (script run, event handler fired, dialog opened) and no javascript:/data: link or live handler
 * left in the page.
 */
test('stored XSS: 0 executions in every page', async ({ browser, request }) => {
  test.setTimeout(900_000);
  const tally = new Tally('xss');
  const admin = await signIn(request, ACCOUNTS.admin);
  const staff = await signIn(request, ACCOUNTS.staff);
  const doc = (await (await request.get('/api/docs/json')).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  };
  const r = rng(4242);
  const fields = new Set<string>();
  let payloads = 0;
  let pi = 0;

  /** A body with every free-text string replaced by the next payload that fits. */
  function withPayloads(value: unknown, schema: JsonSchema | undefined, where: string): unknown {
    if (!schema) return value;
    const alt = schema.anyOf?.find((s) => s.type !== 'null');
    if (alt && !schema.type) return withPayloads(value, alt, where);
    if (isFreeText(schema) && typeof value === 'string') {
      for (let tries = 0; tries < PAYLOADS.length; tries++) {
        const marker = `${where}#${pi % PAYLOADS.length}`;
        const text = PAYLOADS[pi++ % PAYLOADS.length]!(marker);
        if (text.length <= (schema.maxLength ?? 100_000)) {
          fields.add(where);
          payloads++;
          return text;
        }
      }
      return value;
    }
    if (Array.isArray(value)) return value.map((v, i) => withPayloads(v, schema.items, `${where}[${i}]`));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPayloads(v, schema.properties?.[k], `${where}.${k}`)]));
    }
    return value;
  }

  // 1. every write route of the document, three tries each at a body the route accepts
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema || SKIP.test(path) || !['post', 'put', 'patch'].includes(method)) continue;
      ops.push({ method: method.toUpperCase(), path, route: path, params: [], body: schema, bodyType: 'application/json' });
    }
  }
  let accepted = 0;
  for (const op of ops) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const body = withPayloads(sample(op.body!, r), op.body!, `${op.method} ${op.path}`);
      const url = fillPath(op.path, {});
      const res = await request.fetch(url, { method: op.method, headers: bearer(admin), data: body });
      if (res.status() < 300) {
        accepted++;
        break;
      }
    }
  }

  // 2. what a generator cannot guess: content everyone sees, a comment, a chat message, a user's name
  const write = async (method: string, url: string, body: object) => {
    const res = await request.fetch(url, { method, headers: bearer(admin), data: withPayloads(body, schemaOf(doc, method, url), `${method} ${url}`) });
    tally.check(`curated write ${method} ${url}`, res.status() < 300, `${res.status()} ${(await res.text()).slice(0, 160)}`);
    return res;
  };
  await write('POST', '/api/v1/announcements', { target: 'everyone', subject: 'x', info: 'x', text: 'x' });
  const news = (await (await request.get('/api/v1/latest-news', { headers: bearer(admin) })).json()) as { results: { id: number }[] };
  const newsId = news.results[0]?.id;
  if (newsId) await write('POST', '/api/v1/comments-latest-news/create', { latest_news_id: newsId, content: 'x' });
  const staffId = (await (await request.get('/api/v1/permissions/mine', { headers: bearer(staff) })).json()) as unknown;
  void staffId;
  const me = JSON.parse(Buffer.from(staff.token.split('.')[1]!, 'base64url').toString()) as { id: number; location_id: number };
  await write('PUT', `/api/v1/accounts/${me.id}`, { first_name: 'x', last_name: 'x' });
  await write('POST', '/api/v1/notify/desktop-notify', { content: 'x', url: 'Home', every: true });
  // the chat: a message in the staff member's location, through the socket as the page sends it
  const chatText = PAYLOADS[1]!(`chat#1`) + PAYLOADS[7]!(`chat#7`) + PAYLOADS[13]!(`chat#13`);
  const sent = await new Promise<{ ok: boolean; error?: string }>((resolve) => {
    const socket = connect(BASE_URL, { path: REALTIME_PATH, transports: ['websocket'], auth: { token: admin.token }, reconnection: false });
    socket.on('connect_error', (e) => resolve({ ok: false, error: `no connection: ${e.message}` }));
    socket.on('connect', () => {
      socket
        .timeout(5000)
        .emitWithAck(CHAT_REALTIME.send, { room: me.location_id, type: 'TEXT', content: chatText, id: `xss-${Date.now()}` })
        .then(
          (ack: { ok: boolean; error?: string }) => resolve(ack),
          () => resolve({ ok: false, error: 'no acknowledgement in 5 s' }),
        )
        .finally(() => socket.close());
    });
  });
  tally.check('curated write: a chat message', sent.ok, sent.error ?? '');
  fields.add('chat message');
  payloads += 3;

  // 3. render every page as the Super Admin and as staff; count executions and dangerous markup
  const hits: string[] = [];
  const renders: string[] = [];
  const trap = async (page: Page, who: string) => {
    await page.exposeFunction('__xssHit', (marker: string) => hits.push(`${who} ${page.url()} ${marker}`));
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__xss = (marker: string) => (w.__xssHit as (m: string) => void)(String(marker));
      for (const name of ['alert', 'confirm', 'prompt']) w[name] = (m: unknown) => (w.__xssHit as (m: string) => void)(`${name}(${String(m)})`);
    });
    page.on('dialog', (d) => {
      hits.push(`${who} ${page.url()} dialog ${d.message()}`);
      void d.dismiss();
    });
  };
  const dangerous = (page: Page) =>
    page.evaluate(() => {
      const out: string[] = [];
      for (const el of document.querySelectorAll('*')) {
        for (const attr of el.getAttributeNames()) {
          const value = (el.getAttribute(attr) ?? '').trim().toLowerCase();
          if (attr.startsWith('on') && value.includes('__xss')) out.push(`<${el.localName} ${attr}>`);
          if (
            ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc'].includes(attr) &&
            (value.startsWith('javascript:') || value.startsWith('data:text/html') || value.includes('__xss')) &&
            !value.includes('react has blocked')
          ) {
            out.push(`<${el.localName} ${attr}="${value.slice(0, 60)}">`);
          }
        }
        if (el.localName === 'script' && el.textContent?.includes('__xss')) out.push('<script> with the payload');
        if (el.localName === 'style' && el.textContent?.includes('__xss')) out.push('<style> with the payload');
      }
      return out;
    });

  for (const [who, tokens] of [
    ['admin', admin],
    ['staff', staff],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await trap(page, who);
    await useTokens(page, tokens);
    const pages = [...(await everyPage(request, tokens)), `/locations/chat/${me.location_id}`];
    for (const path of pages) {
      await page.goto(path).catch(() => page.waitForLoadState('load'));
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      // open what opens: the notification bell
      await page
        .getByRole('button', { name: /notification/i })
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      renders.push(`${who} ${path}`);
      const bad = await dangerous(page);
      tally.check(`${path} as ${who}: no javascript:/data: link or live handler`, bad.length === 0, bad.slice(0, 5).join(' '));
    }
    await context.close();
  }
  tally.check('stored payloads executed', hits.length === 0, hits.slice(0, 10).join('; '));
  Object.assign(tally.figures, { payloads, fields: fields.size, routesAccepted: accepted, routesTried: ops.length, pages: renders.length, executions: hits.length });
  tally.save(true);
  for (const f of tally.failed) console.log(`  ✗ ${f}`);
  console.log(`xss: ${payloads} payloads in ${fields.size} fields (${accepted}/${ops.length} write routes took a body), ${renders.length} page renders, ${hits.length} executions`);
  expect(tally.failed).toEqual([]);
});

function schemaOf(
  doc: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>> },
  method: string,
  url: string,
): JsonSchema | undefined {
  for (const [path, item] of Object.entries(doc.paths)) {
    const re = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (re.test(url)) return item[method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
  }
  return undefined;
}
