import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

// The table of migration 20261125045000_admin_area, merged into the database types here so the module owns it.
declare module '../../db/schema' {
  interface JobTitlesTable {
    id: Generated<number>;
    /** the payroll provider's spelling (spec: paylocity_jobtitle) */
    title: string;
    group_id: number | null;
    mapped_by: number | null;
    mapped_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    created_at: CreatedAt;
  }

  interface Database {
    job_titles: JobTitlesTable;
  }
}
