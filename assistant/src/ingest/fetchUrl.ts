import dns from 'node:dns';
import net from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { KNOWLEDGE_LIMITS as L, KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { IngestError } from './detect';

/** Private, loopback, link-local, documentation and other non-public ranges: never reached unless allowed. */
const BLOCKED = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:2::', 48],
  ['2001:10::', 28],
  ['2001:20::', 28],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (a trailing dotted IPv4 part and a zone included), or null. */
export function ipv6Bytes(address: string): Uint8Array | null {
  let text = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  if (net.isIPv6(text) === false) return null;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    const n = parseInt(g, 16);
    bytes[i * 2] = n >> 8;
    bytes[i * 2 + 1] = n & 0xff;
  });
  return bytes;
}

const dotted = (b: Uint8Array, at: number, xor = 0) => Array.from(b.subarray(at, at + 4), (x) => (x ^ xor) & 0xff).join('.');
const zeros = (b: Uint8Array, from: number, to: number) => b.subarray(from, to).every((x) => x === 0);

/**
 * The IPv4 addresses an IPv6 address carries, which a packet to it may reach: IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16) and
 * Teredo (2001::/32: its server, and its client stored inverted).
 */
export function embeddedIPv4(bytes: Uint8Array): string[] {
  const word = (i: number) => (bytes[i]! << 8) | bytes[i + 1]!;
  if (zeros(bytes, 0, 10) && word(10) === 0xffff) return [dotted(bytes, 12)];
  if (zeros(bytes, 0, 8) && word(8) === 0xffff && word(10) === 0) return [dotted(bytes, 12)];
  if (zeros(bytes, 0, 12)) return [dotted(bytes, 12)];
  if (word(0) === 0x64 && word(2) === 0xff9b && zeros(bytes, 4, 12)) return [dotted(bytes, 12)];
  if (word(0) === 0x2002) return [dotted(bytes, 2)];
  if (word(0) === 0x2001 && word(2) === 0) return [dotted(bytes, 4), dotted(bytes, 12, 0xff)];
  return [];
}

/** `ASSISTANT_FETCH_ALLOW`: host names, addresses or CIDR ranges that may be reached although private. */
export class FetchPolicy {
  private readonly hosts = new Set<string>();
  private readonly ranges = new net.BlockList();

  /** `resolve`: the name lookup (tests give names their own addresses) */
  constructor(
    allow: string[],
    private readonly resolve: (host: string) => Promise<dns.LookupAddress[]> = (host) => dns.promises.lookup(host, { all: true }),
  ) {
    for (const entry of allow) {
      const [address, prefix] = entry.split('/');
      const family = net.isIP(address ?? '');
      if (family) this.ranges.addSubnet(address!, prefix ? Number(prefix) : family === 4 ? 32 : 128, family === 4 ? 'ipv4' : 'ipv6');
      else this.hosts.add(entry.toLowerCase());
    }
  }

  /** May this address be connected to (for this host name)? An IPv6 address is judged by the IPv4 ones it carries too. */
  allows(hostname: string, address: string): boolean {
    const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
    const family = net.isIP(bare);
    if (!family) return false;
    if (this.hosts.has(hostname.toLowerCase().replace(/^\[|\]$/g, ''))) return true;
    if (family === 4) return this.ranges.check(bare, 'ipv4') || !BLOCKED.check(bare, 'ipv4');
    if (this.ranges.check(bare, 'ipv6')) return true;
    const bytes = ipv6Bytes(bare);
    if (!bytes) return false;
    const carried = embeddedIPv4(bytes);
    // a carried address that is allowed (ASSISTANT_FETCH_ALLOW) allows the IPv6 spelling of it
    if (carried.length) return carried.every((v4) => this.allows(hostname, v4));
    return !BLOCKED.check(bare, 'ipv6');
  }

  /** Refuses a URL whose host resolves to a blocked address (checked again on every connection and redirect). */
  async check(url: URL): Promise<void> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = net.isIP(host) ? [host] : (await this.resolve(host).catch(() => [])).map((a) => a.address);
    if (!addresses.length) throw new IngestError(M.urlFailed);
    if (addresses.some((a) => !this.allows(host, a))) throw new IngestError(M.urlRefused);
  }

  /**
   * An agent that decides on the address it actually connects to: names are resolved and checked by its own lookup
   * (no DNS rebinding between check and connect), and every socket's peer address, literals included, is checked
   * once connected, before a byte is sent.
   */
  agent(): Agent {
    const connect = buildConnector({
      lookup: (hostname, options, callback) => {
        this.resolve(hostname).then(
          (list) => {
            const refused = list.find((a) => !this.allows(hostname, a.address));
            if (refused || !list.length) return callback(refusedError(), '', 0);
            if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
            else callback(null, list[0]!.address, list[0]!.family);
          },
          (error: NodeJS.ErrnoException) => callback(error, '', 0),
        );
      },
    });
    return new Agent({
      connect: (options, callback) => {
        connect(options, (error, socket) => {
          if (error || !socket) return callback(error ?? refusedError(), null);
          if (!socket.remoteAddress || !this.allows(options.hostname, socket.remoteAddress)) {
            socket.destroy();
            return callback(refusedError(), null);
          }
          callback(null, socket);
        });
      },
    });
  }
}

const refusedError = () => Object.assign(new Error(M.urlRefused), { code: 'EREFUSED_PRIVATE' });

export interface Fetched {
  url: string;
  contentType: string;
  bytes: Uint8Array;
}

/** GET a page: redirects followed (each hop checked), a time and a size limit. */
export async function fetchUrl(policy: FetchPolicy, start: string, limits = { bytes: L.urlBytes, timeoutMs: L.urlTimeoutMs }): Promise<Fetched> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const agent = policy.agent();
  try {
    let url = new URL(start);
    for (let hop = 0; hop <= L.urlRedirects; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new IngestError(M.urlInvalid);
      await policy.check(url);
      let response;
      try {
        response = await undiciFetch(url, {
          redirect: 'manual',
          signal,
          dispatcher: agent,
          headers: { 'user-agent': 'PortalAssistant/1.0', accept: 'text/html,text/plain,application/pdf,*/*;q=0.5' },
        });
      } catch (error) {
        if (signal.aborted) throw new IngestError(M.urlTimeout);
        const cause = (error as { cause?: { code?: string } }).cause;
        if (cause?.code === 'EREFUSED_PRIVATE') throw new IngestError(M.urlRefused);
        throw new IngestError(M.urlFailed);
      }
      if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
        await response.body?.cancel().catch(() => {});
        url = new URL(response.headers.get('location')!, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new IngestError(`${M.urlFailed} (HTTP ${response.status})`);
      }
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > limits.bytes) throw new IngestError(M.urlTooLarge);
      const parts: Uint8Array[] = [];
      let size = 0;
      try {
        for await (const part of response.body as unknown as AsyncIterable<Uint8Array>) {
          size += part.length;
          if (size > limits.bytes) throw new IngestError(M.urlTooLarge);
          parts.push(part);
        }
      } catch (error) {
        if (error instanceof IngestError) throw error;
        throw new IngestError(signal.aborted ? M.urlTimeout : M.urlFailed);
      }
      return { url: url.toString(), contentType: response.headers.get('content-type') ?? '', bytes: Buffer.concat(parts) };
    }
    throw new IngestError(`${M.urlFailed} (too many redirects)`);
  } finally {
    void agent.close();
  }
}
