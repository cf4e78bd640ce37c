import type { Migration } from 'kysely';
import * as initial from './20260601120000_initial';
import * as changeNotifications from './20261122120000_change_notifications';
import * as accountActivities from './20261122130000_account_activities';
import * as accountTicketsUpgrades from './20261123010000_account_tickets_upgrades';
import * as announcements from './20261123020000_announcements';
import * as delivery from './20261123030000_delivery';
import * as latestNews from './20261123040000_latest_news';
import * as deliveryLatestNews from './20261123050000_delivery_latest_news';
import * as triviaPolls from './20261125020000_trivia_polls';
import * as shortcuts from './20261125040000_shortcuts';
import * as accountLogins from './20261125041000_account_logins';
import * as adminArea from './20261125045000_admin_area';
import * as locationChat from './20261125050000_location_chat';
import * as accessChangeNotifications from './20261125051000_access_change_notifications';
import * as sessionEndNotifications from './20261125060000_session_end_notifications';
import * as events from './20261125070000_events';
import * as remoteChangeNotifications from './20261125080000_remote_change_notifications';
import * as signingKeys from './20261203210000_signing_keys';
import * as storedFiles from './20261207120000_stored_files';

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '20260601120000_initial': initial,
  '20261122120000_change_notifications': changeNotifications,
  '20261122130000_account_activities': accountActivities,
  '20261123010000_account_tickets_upgrades': accountTicketsUpgrades,
  '20261123020000_announcements': announcements,
  '20261123030000_delivery': delivery,
  '20261123040000_latest_news': latestNews,
  '20261123050000_delivery_latest_news': deliveryLatestNews,
  '20261125020000_trivia_polls': triviaPolls,
  '20261125040000_shortcuts': shortcuts,
  '20261125041000_account_logins': accountLogins,
  '20261125045000_admin_area': adminArea,
  '20261125050000_location_chat': locationChat,
  '20261125051000_access_change_notifications': accessChangeNotifications,
  '20261125060000_session_end_notifications': sessionEndNotifications,
  '20261125070000_events': events,
  '20261125080000_remote_change_notifications': remoteChangeNotifications,
  '20261203210000_signing_keys': signingKeys,
  '20261207120000_stored_files': storedFiles,
};
