// `@portal/assistant/ingest`: indexing a stored document, and the URL policy it fetches under.
export { indexDocument, refreshStatistics } from '../ingest';
export { FetchPolicy } from '../ingest/fetchUrl';
