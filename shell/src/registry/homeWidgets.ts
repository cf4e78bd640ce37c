/**
 * The home page's widgets without the federation runtime (@portal/shared remotes/homeWidgets): the home page's
 * bundle (api modules/remotes/homeBundle) carries, per remote with a home widget, its `./widgets` built as a plain
 * script that takes the shell's shared singletons from a global, under the remote entry URL the registry names. Run
 * here, it gives the same module the runtime would load, with no runtime, remote entry or chunk requests before the
 * first screen.
 *
 * Only when it is exactly that build: another entry URL (a registry switch), another origin, a version range the
 * shell does not satisfy, or no bundle at all leaves the widgets to the runtime, as before.
 */
import { HOME_WIDGETS_GLOBAL, SHARED_MODULES_GLOBAL, satisfiesCaret, type DirectHomeWidgets } from '@portal/shared/core';
import { asScript } from './bundledEntries';
import { LAZY_MODULES, SYNC_MODULES, sharedVersion } from './sharedSingletons';

/** The page's bundle script, as the api writes it (`/mf/home-widgets/<hash>.js`). */
const BUNDLE_SCRIPT = 'script[src^="/mf/home-widgets/"]';
/** How long a slot waits for a bundle that is on the page but has not run yet, before asking the runtime. */
const BUNDLE_WAIT_MS = 3000;

type Registry = Record<string, DirectHomeWidgets | undefined>;

function registry(): Registry | undefined {
  return (globalThis as Record<string, unknown>)[HOME_WIDGETS_GLOBAL] as Registry | undefined;
}

/** The bundle's request is over with an error status (the error event has been and gone). */
function bundleFailed(script: HTMLScriptElement): boolean {
  if (typeof performance === 'undefined' || !performance.getEntriesByName) return false;
  const entry = performance.getEntriesByName(script.src).at(-1) as (PerformanceResourceTiming & { responseStatus?: number }) | undefined;
  return !!entry && (entry.responseStatus ?? 200) >= 400;
}

/**
 * Resolves once the page's bundle has run (it declares the registry first, even when it carries no direct widgets),
 * failed, or is late (a slot then asks the runtime): at once when there is none or it ran.
 */
function bundleSettled(): Promise<void> {
  if (registry() || typeof document === 'undefined') return Promise.resolve();
  const script = document.querySelector<HTMLScriptElement>(BUNDLE_SCRIPT);
  if (!script || bundleFailed(script)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      script.removeEventListener('load', done);
      script.removeEventListener('error', done);
      resolve();
    };
    // a bundle that failed before anyone listened fires nothing more: the runtime takes over after a while
    const timer = setTimeout(done, BUNDLE_WAIT_MS);
    script.addEventListener('load', done);
    script.addEventListener('error', done);
  });
}

/** The shell's singletons where the direct widgets take them: the sync ones as they are, the lazy ones on first use. */
function provideSharedModules() {
  const g = globalThis as Record<string, unknown>;
  if (g[SHARED_MODULES_GLOBAL]) return;
  const modules: Record<string, unknown> = {};
  for (const [key, { module }] of Object.entries(SYNC_MODULES)) modules[key] = module;
  for (const [key, { load }] of Object.entries(LAZY_MODULES)) {
    let loading: Promise<unknown> | undefined;
    // a getter: the download starts only when a module that imports it runs (a widget's lazy dialog)
    Object.defineProperty(modules, key, { enumerable: true, get: () => (loading ??= load()) });
  }
  g[SHARED_MODULES_GLOBAL] = modules;
}

function configOf(key: string): string | undefined {
  return SYNC_MODULES[key]?.config ?? LAZY_MODULES[key]?.config;
}

/** Every share the build asked for is one the shell provides, at a version in its range. */
export function sharesSatisfied(requires: Record<string, string>): boolean {
  return Object.entries(requires).every(([key, range]) => {
    const config = configOf(key);
    if (!config) return false;
    const { version } = sharedVersion(config);
    // outside a build (unit tests) the shell announces no versions
    return version === '0.0.0' || satisfiesCaret(version, range);
  });
}

function stylesheet(href: string): Promise<void> {
  const absolute = new URL(href, location.href).href;
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.href === absolute);
  if (present) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = absolute;
    // unstyled beats missing: a failed stylesheet does not hold the widgets back
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/**
 * The direct widgets of the remote whose entry is `entry` (absolute URL), or undefined when the runtime must load
 * them. Taken once: a Retry after a failure goes through the runtime.
 */
export async function loadDirectHomeWidgets(entry: string): Promise<unknown> {
  if (typeof location === 'undefined') return undefined;
  const url = new URL(entry, location.href);
  if (url.origin !== location.origin) return undefined;
  await bundleSettled();
  const all = registry();
  const key = url.pathname + url.search;
  const direct = all?.[key];
  if (!all || !direct || typeof direct.run !== 'function') return undefined;
  delete all[key];
  if (!sharesSatisfied(direct.requires ?? {})) return undefined;
  provideSharedModules();
  const styles = Promise.all((direct.css ?? []).map(stylesheet));
  const module = await asScript(new URL(direct.url, location.href).href, direct.run);
  await styles;
  if (!module) throw new Error(`The home widgets of ${key} did not load.`);
  return module;
}
