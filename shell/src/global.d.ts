export {};

declare global {
  interface Window {
    /** read by the e2e tests and benchmarks: React loaded once, which remotes were loaded */
    __PORTAL__?: { reactVersion: string; loadedRemotes: string[] };
  }
}
