// `@portal/shared/core`: the zod-free values the pages use, shared as one singleton. Federation shares an entry
// as a whole (every export, nothing tree-shaken), so this names exactly what the shell and the remotes import
// and the shell's first load carries nothing else; everything remains exported from `@portal/shared`.
export type * from './permissions/modules';
export { can } from './permissions/modules';
export type * from './permissions/roles';
export type * from './permissions/groups';
export { ADMIN_FEATURE_GROUP_IDS, SUPER_ADMIN_GROUP_ID } from './permissions/groups';
export type * from './auth/messages';
export { ACCESS_TOKEN_TYPE, AUTH_MESSAGES, CLOCK_LEEWAY_SECONDS, PASSWORD_MIN, TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth/messages';
export { formatClockTime, formatShortDate, formatUsDateTime } from './format/dates';
export type * from './realtime/constants';
export { REALTIME_EVENTS } from './realtime/constants';
export type * from './remotes/compat';
export { INCOMPATIBLE_BUILD, incompatibleBuildMessage, setProvidedShares, setRangeCheck, shareMismatches } from './remotes/compat';
