/**
 * Version skew between the shell and a remote built alone (docs/0008-one-module-loader.md). A remote's build records,
 * per shared singleton (React, the router, antd, react-query, zustand, `@portal/shared/core` and `/react`), the
 * version range it needs (its `mf-manifest.json` `shared`; the registry passes them on as `requires`). A remote whose
 * range the shell's singleton does not meet would run against the wrong React or store: the shell shows its area's
 * fallback with this message instead of loading it, and the registry page flags it as an incompatible build.
 *
 * Zod-free and stateful (the versions the shell provides): part of the `@portal/shared/core` singleton.
 */

/** True when `version` meets `range` as npm reads ranges (`^x.y.z` with 0.x by its minor, `~`, `*`, `>=a <b`, `||`). */
export type RangeCheck = (version: string, range: string) => boolean;

/** One singleton a remote needs at a version the shell does not provide. */
export interface ShareMismatch {
  share: string;
  required: string;
  /** the shell's version, or null when the shell does not provide that singleton at all */
  provided: string | null;
}

let provided: Record<string, string> | null = null;
let satisfies: RangeCheck | null = null;

/** The shell's version of a share key; a subpath (`react/jsx-runtime`) shares its package's copy (config key `react/`). */
function providedVersion(shares: Record<string, string>, share: string): string | null {
  if (share in shares) return shares[share]!;
  const pkg = share
    .split('/')
    .slice(0, share.startsWith('@') ? 2 : 1)
    .join('/');
  return shares[`${pkg}/`] ?? null;
}

/** The shell's singletons by share key (`react`, `react/jsx-runtime`, `@portal/shared/core`…) and their versions. */
export function setProvidedShares(shares: Record<string, string>) {
  provided = { ...shares };
}

/**
 * How ranges are read: the shell's federation host hands over its runtime's `satisfy` (the semver check that already
 * picks shared modules) when it starts, which is before any remote loads. A semver library here would weigh on the
 * shell's first load, which carries this module.
 */
export function setRangeCheck(check: RangeCheck | null) {
  satisfies = check;
}

/**
 * The singletons `requires` asks for that the shell does not meet. Empty when the shell has not said what it provides
 * and how it reads a range (tests, a standalone remote, the one-bundle build) or the remote records nothing (an older
 * build: loaded as before).
 */
export function shareMismatches(requires: Record<string, string> | null | undefined): ShareMismatch[] {
  if (!provided || !satisfies || !Object.keys(provided).length || !requires) return [];
  const mismatches: ShareMismatch[] = [];
  for (const [share, required] of Object.entries(requires)) {
    const have = providedVersion(provided, share);
    if (have === null || !satisfies(have, required)) mismatches.push({ share, required, provided: have });
  }
  return mismatches;
}

export const INCOMPATIBLE_BUILD = 'Incompatible build';

/** What the area shows instead of the remote (and the registry page under "Incompatible build"). */
export function incompatibleBuildMessage(title: string, mismatches: readonly ShareMismatch[]): string {
  const needs = mismatches.map((m) => `${m.share} ${m.required} (the portal has ${m.provided ?? 'none'})`).join(', ');
  return `${title} was built for another version of the portal and cannot be shown: it needs ${needs}. Its team must rebuild it against the current portal.`;
}
