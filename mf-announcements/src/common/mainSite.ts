/** The company's main site, as the shell's home page links it (window.__PORTAL_CONFIG__.links.mainSite). */
export function mainSiteUrl(): string {
  const configured = (globalThis as { __PORTAL_CONFIG__?: { links?: { mainSite?: string } } }).__PORTAL_CONFIG__?.links?.mainSite;
  return configured || 'https://arcadia.example';
}

/** Spec 8: a viewer page that cannot load sends the reader to the main site. Replaceable in tests. */
export const navigation = {
  leaveToMainSite(): void {
    window.location.replace(mainSiteUrl());
  },
};
