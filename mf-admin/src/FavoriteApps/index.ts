export { FavoriteAppsWidget } from './FavoriteAppsWidget';
