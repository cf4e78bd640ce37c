import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES as M, KNOWLEDGE_TOASTS as T } from '@portal/shared/knowledge';
import { createAssistantTest, databases, USERS, type AssistantTest } from '../test/harness';
import { makeDocx, makePdf, makeXlsx, multipart } from '../demo/builders';
import { searchPassages } from '../search';
import { chunkText } from './chunk';
import { FetchPolicy } from './fetchUrl';
import { htmlText, parseCsv } from './extract';

describe('chunking and extraction', () => {
  it('keeps paragraphs together up to the target and splits long ones between sentences', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} talks about the prize counter.`).join(' ');
    const chunks = chunkText(`Short intro.\n\n${long}\n\nClosing line.`);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((c) => c.length <= 1200)).toBe(true);
    expect(chunks.join(' ')).toContain('Sentence number 39');
  });
  it('reads quoted CSV fields and the main text of a page', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
    const page = htmlText(
      '<html><head><title>Guide</title><script>var x=1</script></head><body><nav>Menu</nav><main><h1>Tokens</h1><p>Cards hold &amp; keep tokens.</p></main><footer>(c)</footer></body></html>',
    );
    expect(page.title).toBe('Guide');
    expect(page.text).toContain('Cards hold & keep tokens.');
    expect(page.text).not.toMatch(/Menu|var x|\(c\)/);
  });
  it('refuses private, loopback and link-local addresses unless allowed', () => {
    const policy = new FetchPolicy([]);
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '0.0.0.0']) {
      expect(policy.allows('host', address), address).toBe(false);
    }
    expect(policy.allows('host', '93.184.216.34')).toBe(true);
    expect(new FetchPolicy(['127.0.0.1']).allows('x', '127.0.0.1')).toBe(true);
    expect(new FetchPolicy(['10.0.0.0/8']).allows('x', '10.9.9.9')).toBe(true);
    expect(new FetchPolicy(['intranet.local']).allows('intranet.local', '10.9.9.9')).toBe(true);
  });
});

describe.each(databases)('documents on %s', (kind) => {
  let t: AssistantTest;
  let site: Server;
  let siteUrl: string;
  let category: number;
  beforeAll(async () => {
    site = createServer((req, res) => {
      if (req.url === '/policy') {
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            '<html><head><title>Parking policy</title></head><body><nav>Home</nav><article><p>Staff park in the north lot behind the bowling alley.</p></article></body></html>',
          );
      } else if (req.url === '/moved') res.writeHead(302, { location: '/policy' }).end();
      else if (req.url === '/to-metadata') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      else if (req.url === '/huge') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('x'.repeat(11 * 1024 * 1024));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    t = await createAssistantTest(kind, { fetchAllow: ['127.0.0.1'] });
    const res = await t.request({ as: USERS.admin, method: 'POST', url: '/categories', payload: { name: 'Équipe Handbook', slug: 'x' } });
    expect(res.statusCode).toBe(201);
    category = res.json().data.id;
    expect(res.json().data.slug).toBe('equipe-handbook');
  });
  afterAll(async () => {
    await t?.close();
    site?.close();
  });

  it('401 without or with a forged token, 403 without the permission', async () => {
    expect((await t.request({ as: null, method: 'GET', url: '/categories' })).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/categories', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('UNAUTHORIZED');
    expect((await t.request({ as: USERS.outsider, method: 'GET', url: '/categories' })).statusCode).toBe(403);
    const upload = await t.request({ as: USERS.staff, method: 'POST', url: '/documents', payload: { category_id: category, filename: 'x.txt', text: 'y' } });
    expect(upload.statusCode).toBe(403);
    expect((await t.request({ as: USERS.staff, method: 'DELETE', url: `/categories/${category}` })).statusCode).toBe(403);
    expect((await t.request({ as: USERS.staff, method: 'GET', url: '/unsatisfactory-answers' })).statusCode).toBe(403);
    // permissions are the portal's current ones, not the token's
    t.portal.users.get(USERS.staff)!.active = false;
    expect((await t.request({ as: USERS.staff, method: 'GET', url: '/categories' })).statusCode).toBe(401);
    t.portal.users.get(USERS.staff)!.active = true;
  });

  it('indexes every format from its bytes and finds the passage that answers', async () => {
    const files = [
      {
        filename: 'Vacation policy.pdf',
        bytes: makePdf(['Vacation policy', 'Full-time employees earn fifteen vacation days per year.', 'Requests go to your general manager two weeks ahead.']),
      },
      { filename: 'Uniforms.docx', bytes: await makeDocx(['Uniform guide', 'Floor staff wear the teal Arcadia polo with black trousers.']) },
      {
        filename: 'Prize stock.xlsx',
        bytes: await makeXlsx('Prizes', [
          ['Prize', 'Tickets'],
          ['Plush dragon', 1200],
          ['Glow yo-yo', 150],
        ]),
      },
      { filename: 'Shifts.csv', bytes: Buffer.from('Shift,Start\nOpening,9:30 am\nClosing,11:00 pm\n') },
      { filename: 'Laser tag.html', bytes: Buffer.from('<html><body><main><h1>Laser tag</h1><p>Vests are charged overnight in the equipment room.</p></main></body></html>') },
      { filename: 'Bowling.md', bytes: Buffer.from('# Bowling\n\n**Lane oil** is applied every morning before opening.') },
      { filename: 'Safety.txt', bytes: Buffer.from('Fire extinguishers are inspected on the first Monday of each month.') },
    ];
    for (const file of files) {
      const res = await t.request({ as: USERS.admin, method: 'POST', url: '/documents', ...multipart({ category_id: category, file }, file.filename.endsWith('.csv')) });
      expect(res.statusCode, file.filename + res.body).toBe(202);
      expect(res.json().message).toBe(T.indexing);
      expect(res.json().data.status).toBe('indexing');
    }
    await t.indexed();
    const list = await t.request({ as: USERS.staff, method: 'GET', url: `/documents?per_page=1000&category_id=${category}` });
    expect(list.statusCode).toBe(200);
    const docs = list.json().data as { filename: string; status: string; error: string | null; chunks: number }[];
    for (const file of files) {
      const doc = docs.find((d) => d.filename === file.filename)!;
      expect(doc, file.filename).toBeDefined();
      expect([doc.status, doc.error], file.filename).toEqual(['indexed', null]);
      expect(doc.chunks).toBeGreaterThan(0);
    }
    const cases: [string, string, RegExp][] = [
      ['How many vacation days do full-time employees get?', 'Vacation policy.pdf', /fifteen vacation days/],
      ['What do floor staff wear?', 'Uniforms.docx', /teal Arcadia polo/],
      ['How many tickets is the plush dragon?', 'Prize stock.xlsx', /Plush dragon; Tickets: 1200/],
      ['When does the closing shift start?', 'Shifts.csv', /Closing; Start: 11:00 pm/],
      ['Where are laser tag vests charged?', 'Laser tag.html', /equipment room/],
      ['When is lane oil applied?', 'Bowling.md', /every morning/],
      ['When are fire extinguishers inspected?', 'Safety.txt', /first Monday/],
      // a typo still finds it (trigram correction)
      ['extinguishrs inspection', 'Safety.txt', /first Monday/],
    ];
    for (const [question, filename, passage] of cases) {
      const { passages } = await searchPassages(t.db, question, [category]);
      expect(passages[0]?.filename, question).toBe(filename);
      expect(passages[0]!.content).toMatch(passage);
    }
  });

  it('refuses files whose bytes do not match, unknown types and empty ones, writing nothing', async () => {
    const before = (await t.db.selectFrom('documents').select('id').execute()).length;
    const bad = [
      { filename: 'fake.pdf', bytes: Buffer.from('just text pretending') },
      { filename: 'image.txt', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) },
      { filename: 'tool.exe', bytes: Buffer.from('MZ') },
      { filename: 'empty.txt', bytes: Buffer.alloc(0) },
    ];
    const messages: string[] = [];
    for (const file of bad) {
      const res = await t.request({ as: USERS.admin, method: 'POST', url: '/documents', ...multipart({ category_id: category, file }) });
      expect(res.statusCode, file.filename).toBe(400);
      messages.push(res.json().error.message);
    }
    expect(messages).toEqual([M.fileMismatch, M.fileType, M.fileType, M.fileEmpty]);
    const noCategory = await t.request({ as: USERS.admin, method: 'POST', url: '/documents', ...multipart({ file: { filename: 'a.txt', bytes: Buffer.from('a') } }) });
    expect(noCategory.statusCode).toBe(400);
    const text = await t.request({ as: USERS.admin, method: 'POST', url: '/documents', payload: { category_id: category, filename: '', text: 'x' } });
    expect(text.statusCode).toBe(400);
    expect((await t.db.selectFrom('documents').select('id').execute()).length).toBe(before);
  });

  it('fetches a URL (redirects followed), and refuses private addresses, private redirects and huge pages', async () => {
    const ok = await t.request({ as: USERS.admin, method: 'POST', url: '/documents', payload: { category_id: category, url: `${siteUrl}/moved` } });
    expect(ok.statusCode).toBe(202);
    const toMetadata = await t.request({ as: USERS.admin, method: 'POST', url: '/documents', payload: { category_id: category, url: `${siteUrl}/to-metadata` } });
    const huge = await t.request({ as: USERS.admin, method: 'POST', url: '/documents', payload: { category_id: category, url: `${siteUrl}/huge` } });
    await t.indexed();
    const doc = await t.db.selectFrom('documents').selectAll().where('id', '=', ok.json().data.id).executeTakeFirstOrThrow();
    expect([doc.status, doc.filename]).toEqual(['indexed', 'Parking policy']);
    const { passages } = await searchPassages(t.db, 'where do staff park', [category]);
    expect(passages[0]!.content).toContain('north lot');
    const failed = await t.db.selectFrom('documents').select(['id', 'status', 'error']).where('id', 'in', [toMetadata.json().data.id, huge.json().data.id]).orderBy('id').execute();
    expect(failed.map((d) => [d.status, d.error])).toEqual([
      ['failed', M.urlRefused],
      ['failed', M.urlTooLarge],
    ]);
    // without ASSISTANT_FETCH_ALLOW the service refuses loopback at once
    const strict = await createAssistantTest(kind);
    try {
      const cat = (await strict.request({ as: USERS.admin, method: 'POST', url: '/categories', payload: { name: 'Strict' } })).json().data.id;
      for (const url of [`${siteUrl}/policy`, 'http://localhost:1/', 'http://169.254.169.254/latest', 'http://[::1]/', 'http://10.0.0.1/']) {
        const res = await strict.request({ as: USERS.admin, method: 'POST', url: '/documents', payload: { category_id: cat, url } });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.message).toBe(M.urlRefused);
      }
    } finally {
      await strict.close();
    }
    // a second service and database start inside this test: slow on a busy machine
  }, 180_000);

  it('never shows or searches a knowledge base limited to other groups', async () => {
    const limited = (await t.request({ as: USERS.admin, method: 'POST', url: '/categories', payload: { name: 'Managers only', group_ids: [1] } })).json().data.id;
    const bad = await t.request({ as: USERS.admin, method: 'POST', url: '/categories', payload: { name: 'Nobody', group_ids: [999] } });
    expect(bad.statusCode).toBe(400);
    const doc = await t.request({
      as: USERS.admin,
      method: 'POST',
      url: '/documents',
      payload: { category_id: limited, filename: 'Salaries.txt', text: 'The regional salary bands are confidential.' },
    });
    await t.indexed();
    const staffCats = (await t.request({ as: USERS.staff, method: 'GET', url: '/categories?per_page=1000' })).json().data.map((c: { id: number }) => c.id);
    expect(staffCats).not.toContain(limited);
    expect((await t.request({ as: USERS.staff, method: 'GET', url: `/categories/${limited}` })).statusCode).toBe(404);
    expect((await t.request({ as: USERS.staff, method: 'GET', url: `/documents/${doc.json().data.id}` })).statusCode).toBe(404);
    expect((await t.request({ as: USERS.staff, method: 'GET', url: `/documents?category_id=${limited}` })).statusCode).toBe(404);
    const all = (await t.request({ as: USERS.staff, method: 'GET', url: '/documents?per_page=1000' })).json().data.map((d: { id: number }) => d.id);
    expect(all).not.toContain(doc.json().data.id);
    const asked = await t.request({ as: USERS.staff, method: 'POST', url: '/conversations', payload: { prompt: 'What are the regional salary bands?' } });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).not.toContain('confidential');
    const chosen = await t.request({ as: USERS.staff, method: 'POST', url: '/conversations', payload: { prompt: 'salary bands', category_ids: [limited] } });
    expect(chosen.statusCode).toBe(400);
    const admin = await t.request({ as: USERS.admin, method: 'POST', url: '/conversations', payload: { prompt: 'What are the regional salary bands?' } });
    expect(admin.body).toContain('salary bands are confidential');
  });

  it('renames and deletes documents and categories', async () => {
    const cat = (await t.request({ as: USERS.admin, method: 'POST', url: '/categories', payload: { name: 'Temp' } })).json().data.id;
    const doc = (
      await t.request({ as: USERS.admin, method: 'POST', url: '/documents', payload: { category_id: cat, filename: 'Old.txt', text: 'Quarterly zamboni maintenance notes.' } })
    ).json().data.id;
    await t.indexed();
    expect((await t.request({ as: USERS.staff, method: 'PUT', url: `/documents/${doc}`, payload: { filename: 'New.txt' } })).statusCode).toBe(403);
    const renamed = await t.request({ as: USERS.admin, method: 'PUT', url: `/documents/${doc}`, payload: { filename: 'New.txt' } });
    expect(renamed.json().data.filename).toBe('New.txt');
    expect((await t.db.selectFrom('terms').select('word').where('word', '=', 'zamboni').execute()).length).toBe(1);
    expect((await t.request({ as: USERS.admin, method: 'DELETE', url: `/categories/${cat}` })).statusCode).toBe(200);
    expect((await t.request({ as: USERS.admin, method: 'GET', url: `/documents/${doc}` })).statusCode).toBe(404);
    expect((await t.db.selectFrom('terms').select('word').where('word', '=', 'zamboni').execute()).length).toBe(0);
  });

  it('indexing survives a restart: a job left running is taken again', async () => {
    const { IngestWorker } = await import('./worker');
    const res = await t.request({
      as: USERS.admin,
      method: 'POST',
      url: '/documents',
      payload: { category_id: category, filename: 'Restart.txt', text: 'The skee-ball lanes are waxed on Tuesdays.' },
    });
    await t.indexed();
    const id = res.json().data.id;
    // as if the process died mid-job
    await t.db.updateTable('documents').set({ status: 'indexing', chunks: 0 }).where('id', '=', id).execute();
    await t.db.updateTable('jobs').set({ status: 'running', locked_at: new Date() }).where('document_id', '=', id).execute();
    const worker = new IngestWorker(t.db, t.app.assistant.policy, t.app.log, { exclusive: true });
    await worker.start();
    await worker.idle();
    await worker.stop();
    const doc = await t.db.selectFrom('documents').select(['status', 'chunks']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(doc.status).toBe('indexed');
    expect(doc.chunks).toBe(1);
  });
});
