// `@portal/shared/shortcuts`: the shortcut rules without zod (limits, messages, display helpers). Not a shared
// singleton: only mf-admin (its pages and its home widget) and the api use it, so the remote bundles it.
export * from './messages';
export * from './display';
