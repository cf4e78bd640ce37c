// `@portal/shared/node/llm`: Node-side code (the api and the assistant service), never imported by pages.
// The test stand-in for a model is a separate entry, `@portal/shared/node/llm/stub`.
export * from './client';
export * from './embeddings';
