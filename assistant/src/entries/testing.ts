// `@portal/assistant/testing`: a portal stand-in (keys, users, permissions) and hostile inputs, for the security
// suite, the benchmarks and e2e.
export { FakePortal, PRESETS, roles, type PortalUser } from '../test/fakePortal';
export { docxBomb, hostileDocuments, type HostileFile } from '../test/hostileFiles';
export { PRIVATE_SPELLINGS } from '../test/privateAddresses';
