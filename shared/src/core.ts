// `@portal/shared/core`: the zod-free part of the package. Federation shares each entry as one
// whole chunk, so the shell's first paint imports values from here and never pays for zod.
export * from './permissions/modules';
export * from './permissions/groups';
export * from './auth/messages';
export * from './format/dates';
export * from './http/errors';
export * from './realtime/constants';
export * from './news/messages';
export * from './news/policy';
export * from './news/timeLabel';
