import { z } from 'zod';
import { CONTROL_CHARS_MESSAGE, hasControlChars } from '../http/text';

/** One payroll-provider job title and the group its people belong to (spec 3: paylocity_jobtitle, group_title). */
export interface JobTitleMapping {
  id: number;
  paylocity_jobtitle: string;
  group_id: number | null;
  /** the group's name; null while the title is not mapped (a "new" title) */
  group_title: string | null;
  /** when it was last mapped, ISO; null for a new title */
  mapped_at: string | null;
}

export const JOB_TITLE_LIMITS = { title: 120, group: 80, rows: 500 } as const;

export const JOB_TITLE_MESSAGES = {
  saved: 'Job titles saved',
  saveFailed: 'Error saving the job titles, please try again.',
  nothingChosen: 'Choose a group for at least one job title.',
  adminGroupsOnly: 'Only the Super Admin and Admin groups may map job titles.',
  unknownTitle: (title: string) => `Unknown job title "${title}".`,
  unknownGroup: (group: string) => `Unknown group "${group}".`,
  listedTwice: (title: string) => `The job title "${title}" is listed twice.`,
  titleRequired: 'paylocity_jobtitle is required.',
  groupRequired: 'group_title is required.',
} as const;

const mappingRow = z
  .object({
    paylocity_jobtitle: z
      .string({ error: JOB_TITLE_MESSAGES.titleRequired })
      .trim()
      .min(1, JOB_TITLE_MESSAGES.titleRequired)
      .max(JOB_TITLE_LIMITS.title)
      .refine((v) => !hasControlChars(v), CONTROL_CHARS_MESSAGE),
    group_title: z
      .string({ error: JOB_TITLE_MESSAGES.groupRequired })
      .trim()
      .min(1, JOB_TITLE_MESSAGES.groupRequired)
      .max(JOB_TITLE_LIMITS.group)
      .refine((v) => !hasControlChars(v), CONTROL_CHARS_MESSAGE),
  })
  .strict();
export type JobTitleMappingRow = z.infer<typeof mappingRow>;

/**
 * `POST /api/v1/groups/new/group_title`: the rows that have a chosen group (spec 5: "Job-title update is sent only for
 * rows with a chosen group"), as `{ paylocity_jobtitle, group_title }` or a list of them, saved together.
 */
export const jobTitleMappingBody = z.union([mappingRow, z.array(mappingRow).min(1, JOB_TITLE_MESSAGES.nothingChosen).max(JOB_TITLE_LIMITS.rows)]);
export type JobTitleMappingBody = z.infer<typeof jobTitleMappingBody>;

export function mappingRows(body: JobTitleMappingBody): JobTitleMappingRow[] {
  return Array.isArray(body) ? body : [body];
}
