// `@portal/shared/llm`: Node-side code (the api and the assistant service), never imported by pages.
// The test stand-in for a model is a separate entry, `@portal/shared/llm/stub`.
export * from './client';
export * from './embeddings';
