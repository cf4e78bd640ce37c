export { NewsCarousel } from './NewsCarousel';
export type { NewsCarouselProps } from './NewsCarousel';
