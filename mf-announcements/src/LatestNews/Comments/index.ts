export { NewsComments } from './NewsComments';
export type { NewsCommentsProps } from './NewsComments';
