// `@portal/shared/pages`: the idioms every page uses (reference-data hooks, the query error, icons…). Not a singleton:
// each app bundles what it imports, so a remote ships with the version it was built with; the state they touch (api
// client, auth store) comes from the `@portal/shared/react` singleton, imported by its package name.
export * from './reference';
export * from './QueryError';
export * from './realtime';
export * from './formRules';
