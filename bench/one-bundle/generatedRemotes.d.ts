/** The static map rspack.config.ts writes to `.generated/remotes.ts` before each one-bundle build. */
declare module 'portal-one-bundle-remotes' {
  export const remoteModules: Record<string, () => Promise<unknown>>;
}
