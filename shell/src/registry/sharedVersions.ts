/**
 * The versions the shell's build gave each share (`__PORTAL_SHARED__`, @portal/shared/build sharedConfig): the same
 * figures the remotes' builds were given. Its own module, free of the libraries themselves, so the main chunk can ask
 * for the figures without pulling the shared modules' namespaces in (./sharedSingletons does that, in the host chunk).
 */
declare const __PORTAL_SHARED__: Record<string, { version: string; requiredVersion: string; singleton?: boolean }> | undefined;

/** The version the shell's build gave a share (the same figures the remotes' builds were given). */
export function sharedVersion(config: string): { version: string; requiredVersion: string; singleton: boolean } {
  const known = typeof __PORTAL_SHARED__ === 'undefined' ? undefined : __PORTAL_SHARED__[config];
  // outside a build (unit tests) the figures are not needed: nothing is negotiated there
  return { version: '0.0.0', requiredVersion: '*', ...known, singleton: known?.singleton ?? true };
}

/** The singletons the shell provides, by config key (`react`, `react/` for its subpaths…), with their versions. */
export function providedSingletons(): Record<string, string> {
  if (typeof __PORTAL_SHARED__ === 'undefined') return {};
  return Object.fromEntries(Object.entries(__PORTAL_SHARED__).flatMap(([key, c]) => (c.singleton === false ? [] : [[key, c.version]])));
}
