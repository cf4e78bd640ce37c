export { NewsArticle } from './NewsArticle';
export type { NewsArticleProps } from './NewsArticle';
