// Which campgrounds the public sees (issue 14): an admin can hide one, and a duplicate merged
// into another is hidden too. Every public read of campgrounds adds this condition.
import { sql, type SQL } from 'drizzle-orm';
import { campgrounds } from '../../db/schema/index.ts';

/** True for a campground no admin has hidden (merged duplicates are hidden as well). */
export const visibleCampground: SQL = sql`${campgrounds.hiddenAt} is null`;

/** The same condition for raw SQL that names the table by an alias (`from campgrounds c`). */
export function visibleCampgroundAs(alias: string): SQL {
  return sql`${sql.raw(alias)}.hidden_at is null`;
}
