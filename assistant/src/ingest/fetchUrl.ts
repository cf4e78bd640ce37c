import dns from 'node:dns';
import net from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { KNOWLEDGE_LIMITS as L, KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { IngestError } from './detect';

/** Private, loopback, link-local and other non-public ranges: a URL document never reaches them unless allowed. */
const BLOCKED = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv6');
}

/** `ASSISTANT_FETCH_ALLOW`: host names, addresses or CIDR ranges that may be reached although private. */
export class FetchPolicy {
  private readonly hosts = new Set<string>();
  private readonly ranges = new net.BlockList();

  constructor(allow: string[]) {
    for (const entry of allow) {
      const [address, prefix] = entry.split('/');
      const family = net.isIP(address ?? '');
      if (family) this.ranges.addSubnet(address!, prefix ? Number(prefix) : family === 4 ? 32 : 128, family === 4 ? 'ipv4' : 'ipv6');
      else this.hosts.add(entry.toLowerCase());
    }
  }

  /** May this resolved address be connected to (for this host name)? */
  allows(hostname: string, address: string): boolean {
    const family = net.isIP(address);
    if (!family) return false;
    if (this.hosts.has(hostname.toLowerCase().replace(/^\[|\]$/g, ''))) return true;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (this.ranges.check(address, type)) return true;
    const mapped = family === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined;
    if (mapped) return this.allows(hostname, mapped);
    return !BLOCKED.check(address, type);
  }

  /** Refuses a URL whose host resolves to a blocked address (checked again on every connection and redirect). */
  async check(url: URL): Promise<void> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = net.isIP(host) ? [host] : (await dns.promises.lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
    if (!addresses.length) throw new IngestError(M.urlFailed);
    if (addresses.some((a) => !this.allows(host, a))) throw new IngestError(M.urlRefused);
  }

  /** An agent whose every connection resolves and checks its address itself (no DNS rebinding between check and connect). */
  agent(): Agent {
    return new Agent({
      connect: {
        lookup: (hostname, options, callback) => {
          dns.lookup(hostname, { all: true }, (error, addresses) => {
            if (error) return callback(error, '', 0);
            const list = addresses as dns.LookupAddress[];
            const refused = list.find((a) => !this.allows(hostname, a.address));
            if (refused || !list.length) return callback(Object.assign(new Error(M.urlRefused), { code: 'EREFUSED_PRIVATE' }), '', 0);
            if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
            else callback(null, list[0]!.address, list[0]!.family);
          });
        },
      },
    });
  }
}

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
        response = await undiciFetch(url, { redirect: 'manual', signal, dispatcher: agent, headers: { 'user-agent': 'PortalAssistant/1.0', accept: 'text/html,text/plain,application/pdf,*/*;q=0.5' } });
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
