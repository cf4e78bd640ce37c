// `@portal/e2e/support`: the Node-side helpers the benchmarks and the security suite share with e2e (how Chromium is
// launched, a static file server). The Playwright fixtures (`./test`) stay e2e's own.
export * from './chromium';
export * from './staticServer';
