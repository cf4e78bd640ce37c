import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL, postgresChangeFeed, type ChangeFeed } from './changes';

const url = process.env.DATABASE_URL;

/** A TCP relay to PostgreSQL that can go silent: its connections stay open and carry nothing (a frozen network path). */
async function silenceableRelay(target: URL) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let silent = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    if (silent) for (const s of pair) s.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const relayed = new URL(target);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(port);
  return {
    url: relayed.toString(),
    silence() {
      silent = true;
      // nothing flows any more, yet no connection is closed
      for (const pair of pairs)
        for (const s of pair) {
          s.unpipe();
          s.pause();
        }
    },
    close: () => {
      for (const pair of pairs) for (const s of pair) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const until = async (what: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.runIf(url)('the PostgreSQL change feed', () => {
  const feeds: ChangeFeed[] = [];
  afterAll(async () => {
    for (const feed of feeds) await feed.stop();
  });

  it('hears every committed change, and stops being live when its connection falls silent', async () => {
    const relay = await silenceableRelay(new URL(url!));
    try {
      // the channel is database-wide and parallel test files write tables of their own schemas, so this test
      // listens for a name nobody else writes; the timeout leaves room for a loaded machine's slow 'select 1'
      const feed = await postgresChangeFeed(relay.url, { heartbeatMs: 100, heartbeatTimeoutMs: 1_000 });
      feeds.push(feed);
      expect(feed.live).toBe(true);
      const table = `change_feed_test_${process.pid}_${Date.now()}`;
      let heard = 0;
      feed.on(table, () => heard++);
      const writer = new pg.Client({ connectionString: url });
      await writer.connect();
      await writer.query(`select pg_notify($1, $2)`, [CHANGES_CHANNEL, table]);
      await writer.end();
      await until(() => heard >= 1, 10_000);

      // the path freezes: no error, no close; the heartbeat goes unanswered and every cache is told
      await until(() => feed.live, 10_000);
      const before = heard;
      relay.silence();
      await until(() => !feed.live, 10_000);
      // the loss told every cache once
      expect(heard).toBe(before + 1);
    } finally {
      await relay.close();
    }
  });
});
