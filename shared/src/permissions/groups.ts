/**
 * The fixed ids of the spec's profiles and groups (the lists with their names are in groupList.ts): the spec ties
 * admin features (job-title mapping, Admin menu) to two group ids and business accounts to one profile id.
 */
export const BUSINESS_PROFILE_ID = 1;
export const PARTNER_PROFILE_ID = 2;

export const SUPER_ADMIN_GROUP_ID = 1;
export const ADMIN_GROUP_ID = 2;
export const READ_ONLY_PARTNERS_GROUP_ID = 16;
/** The two fixed groups that see the job-title mapping and the Admin menu (spec 2.2, 6). */
export const ADMIN_FEATURE_GROUP_IDS: readonly number[] = [SUPER_ADMIN_GROUP_ID, ADMIN_GROUP_ID];
