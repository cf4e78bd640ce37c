// `@portal/api/testing`: the api's test harness and the domains' test kits, for the security suite (which runs the
// same seeded databases and samples as the api's own tests). The chat kit is its own entry (`./testing/chat`):
// its `FILES` and `multipart` differ from the news kit's.
export { createTestContext, databaseFingerprint, factories, type DemoUser, type TestContext } from '../test/harness';
export { DEMO_PASSWORD } from '../db/seedData';
export { signIn } from '../modules/accounts/testSupport';
export { GRANT_PATHS, GROUP_IDS, mayGrant } from '../modules/permissions/grantsTestKit';
export { DELETE_SAMPLES } from '../audit/deletionsTestKit';
export { insertEventRow } from '../modules/events/testKit';
export { insertCommentRow, insertNewsRow } from '../modules/news/testKit';
export { insertShortcutRow } from '../modules/shortcuts/testKit';
