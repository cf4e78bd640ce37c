import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { PermissionModule, UserStatus } from '@portal/shared';

/** timestamptz: read as Date, written as Date or ISO string, defaulted by the database when omitted. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface LocationsTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  store_id: string;
  address: Generated<string>;
  phone: Generated<string>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ProfilesTable {
  id: number;
  name: string;
}

export interface GroupsTable {
  id: number;
  name: string;
  profile_id: number;
}

export interface GroupPermissionsTable {
  group_id: number;
  module: PermissionModule;
  view: boolean;
  add: boolean;
  edit: boolean;
  delete: boolean;
}

export interface AccountsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  phone_number: string | null;
  location_id: number | null;
  profile_id: number | null;
  group_id: number | null;
  status: UserStatus;
  is_company_email: Generated<boolean>;
  url_image: string | null;
  address: Generated<string>;
  first_access: Generated<boolean>;
  password_expired_time: NullableTimestamp;
  last_login_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  remember: boolean;
  impersonator_id: number | null;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: string;
  details: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id_receptor: number;
  content: string;
  link_desktop: string | null;
  is_open: Generated<boolean>;
  created_at: CreatedAt;
}

export interface RemotesTable {
  name: string;
  title: string;
  manifest_url: string;
  previous_url: string | null;
  descriptor: Json<unknown>;
  updated_at: CreatedAt;
}

export interface RemoteHistoryTable {
  id: Generated<number>;
  name: string;
  manifest_url: string;
  changed_by: number | null;
  changed_at: CreatedAt;
}

export interface AccountActivitiesTable {
  id: Generated<number>;
  account_id: number;
  kind: 'announcement_created' | 'announcement_benefits_created' | 'event_created' | 'event_commented';
  created_at: CreatedAt;
}

/** token signing keys shared by every api instance (migration 20261203210000) */
export interface SigningKeysTable {
  kid: string;
  state: 'current' | 'previous';
  private_pem: string;
  public_pem: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  retired_at: Date | null;
}

export interface Database {
  locations: LocationsTable;
  profiles: ProfilesTable;
  groups: GroupsTable;
  group_permissions: GroupPermissionsTable;
  accounts: AccountsTable;
  refresh_tokens: RefreshTokensTable;
  audit_log: AuditLogTable;
  notifications: NotificationsTable;
  remotes: RemotesTable;
  remote_history: RemoteHistoryTable;
  account_activities: AccountActivitiesTable;
  signing_keys: SigningKeysTable;
}

export type LocationRow = Selectable<LocationsTable>;
export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type AccountUpdate = Updateable<AccountsTable>;
export type RemoteRow = Selectable<RemotesTable>;
export type NotificationRow = Selectable<NotificationsTable>;
