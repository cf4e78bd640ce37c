// Public surface of the latest-news slice: the hub renders `LatestNewsTab`, the composer renders `LatestNewsForm`.
export { LatestNewsTab } from './LatestNewsTab';
export { LatestNewsForm } from './LatestNewsForm';
export type { LatestNewsFormProps } from './LatestNewsForm';
