// The conditions the web benchmark times the home page under (network × cache state), and its goal for each.
/**
 * The network a page load runs on. `loopback`: the server on this machine, a request costs almost nothing.
 * `emulated`: Chromium's network emulation (DevTools protocol `Network.emulateNetworkConditions`) as a desktop
 * Lighthouse run: 40 ms round trip on every request, 10 Mbit/s down, 5 Mbit/s up, what staff get on shop-floor Wi-Fi
 * or the VPN. The cache: `cold`, a new browser context (empty HTTP cache); `warm`, a browser on a profile folder of its
 * own after two earlier visits of the home page, timed in a new tab (a person coming back: the HTTP cache holds what
 * those visits fetched, and V8's code cache the scripts they ran twice); `private`, a private window after one earlier
 * visit (an off-the-record context: the HTTP cache, but no code cache, which Chromium keeps for no such window; the
 * bench's `warm` until 2026-12-01).
 */
export type Network = 'loopback' | 'emulated';
export type Cache = 'cold' | 'warm' | 'private';
export interface Condition {
  network: Network;
  cache: Cache;
}
const ALL_CONDITIONS: readonly Condition[] = [
  { network: 'loopback', cache: 'cold' },
  { network: 'loopback', cache: 'warm' },
  { network: 'emulated', cache: 'cold' },
  { network: 'emulated', cache: 'warm' },
  { network: 'loopback', cache: 'private' },
  { network: 'emulated', cache: 'private' },
];
/**
 * `BENCH_WEB_CACHE=warm,private`: time only those cache states (an A/B of one change need not wait on the others).
 * The loopback cold loads always run, first: the first-load weights and the goals on them are read from those.
 */
export function conditionsFor(cacheList: string | undefined): readonly Condition[] {
  if (!cacheList) return ALL_CONDITIONS;
  const wanted = cacheList.split(',').map((c) => c.trim());
  const unknown = wanted.filter((c) => !ALL_CONDITIONS.some((k) => k.cache === c));
  if (unknown.length) throw new Error(`BENCH_WEB_CACHE: unknown cache state ${unknown.join(', ')} (cold, warm, private)`);
  return ALL_CONDITIONS.filter((c, i) => i === 0 || wanted.includes(c.cache));
}
export const CONDITIONS = conditionsFor(process.env.BENCH_WEB_CACHE);
export const EMULATED_NETWORK = {
  offline: false,
  latency: 40,
  downloadThroughput: (10 * 1024 * 1024) / 8,
  uploadThroughput: (5 * 1024 * 1024) / 8,
} as const;
/** the goal on home interactive, federated / one-bundle, per cache state (issue 21) */
export const HOME_GOAL: Record<Cache, number> = { cold: 1.1, warm: 1.05, private: 1.05 };
export const conditionLabel = (c: Condition) => `${c.network}, ${c.cache === 'private' ? 'warm in a private window' : c.cache}`;
