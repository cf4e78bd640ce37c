import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '../idle';

/*
 * antd is a shared singleton: the remotes use the shell's copy, the whole library (registry/federationHost.ts
 * provides `import('antd')`), while the shell's own screens use the parts they import. The signed-in first paint is
 * plain React + CSS; everything that needs antd goes through this module, which loads it on demand and prefetches
 * it, with the whole library for the remotes, once the first paint is done.
 */

let antdRoot: Promise<{ default: ComponentType<{ children: ReactNode }> }> | null = null;

/** Starts downloading antd and its providers (idempotent). */
export function prefetchAntd() {
  antdRoot ??= import('./AntdRoot');
  return antdRoot;
}

/** After the first paint, when the browser is idle: fetch antd so the first remote visit does not wait for it. */
export function prefetchAntdWhenIdle() {
  if (typeof window === 'undefined') return;
  const start = () => {
    void prefetchAntd().catch(() => undefined);
    // what a remote area asks the shell for (the same chunks the federation host loads)
    void import('antd').catch(() => undefined);
  };
  whenIdle(start, 3000, 1000);
}

const LazyAntdRoot = lazy(() => prefetchAntd());

/** antd's theme, App context and notifier around `children`, with a Suspense boundary while antd loads. */
export function AntdArea({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LazyAntdRoot>{children}</LazyAntdRoot>
    </Suspense>
  );
}

/**
 * A shell screen built with antd, as a lazy component: its chunk and antd load in parallel, and it renders inside
 * the antd providers. Wrap uses in `<Suspense>` (or use `AntdArea`).
 */
export function lazyAntdScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => {
    const [{ default: Root }, Screen] = await Promise.all([prefetchAntd(), load()]);
    function WithAntd(props: P) {
      return (
        <Root>
          <Screen {...props} />
        </Root>
      );
    }
    return { default: WithAntd };
  });
}
