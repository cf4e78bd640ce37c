import type { Db } from '../../db';
import * as q from './queries';

/** Demo payroll-provider job titles: most mapped to their group, six new ones waiting for a group. */
export const DEMO_JOB_TITLES: ReadonlyArray<{ title: string; group: number | null }> = [
  { title: 'General Manager', group: 6 },
  { title: 'Assistant General Manager', group: 7 },
  { title: 'District Manager', group: 5 },
  { title: 'Shift Supervisor', group: 8 },
  { title: 'Game Technician', group: 9 },
  { title: 'Marketing Coordinator', group: 10 },
  { title: 'HR Generalist', group: 11 },
  { title: 'Staff Accountant', group: 12 },
  { title: 'Operations Analyst', group: 13 },
  { title: 'Guest Services Associate', group: 14 },
  { title: 'Team Member', group: 15 },
  { title: 'Prize Counter Attendant', group: null },
  { title: 'Party Host', group: null },
  { title: 'Redemption Lead', group: null },
  { title: 'VR Arena Operator', group: null },
  { title: 'Bowling Mechanic', group: null },
  { title: 'Kitchen Lead', group: null },
];

export async function seedJobTitles(db: Db) {
  await q.insertTitles(
    db,
    DEMO_JOB_TITLES.map((t) => ({ title: t.title, group_id: t.group })),
  );
}
