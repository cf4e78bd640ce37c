import type { RemoteWidget } from '@portal/shared';
import { FavoriteAppsWidget } from './FavoriteApps';

/**
 * Exposed as `./widgets` (docs/foundation-contract.md "Remote modules"). The home page (spec 2.13) shows the
 * user's favourite apps in its side column. Keys and slots must match `widgets` in portal.json (the shell reads
 * that before it downloads this file).
 */
const widgets: RemoteWidget[] = [{ key: 'favorite-apps', slot: 'home-side', element: FavoriteAppsWidget, permission: { module: 'home_page', action: 'view' } }];

export default widgets;
