// Everything migrations make, read back from the catalogs as sorted lines, so two databases can be
// compared: tables, columns, constraints, indexes, triggers, functions, types, sequences, and the
// rows that migrations insert. Used to prove a template copy equals a fresh migration (decision 0026).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

const USER_SCHEMA = (column: string) =>
  `${column} not in ('pg_catalog', 'information_schema', 'pg_toast') and ${column} not like 'pg\\_temp%' and ${column} not like 'pg\\_toast%'`;

// Each query answers one text column, "line".
const SECTIONS = {
  schemas: `select nspname as line from pg_namespace where ${USER_SCHEMA('nspname')}`,
  extensions: `select extname || ' ' || extversion as line from pg_extension`,
  relations: `select concat_ws(' | ', n.nspname, c.relname, c.relkind, c.relpersistence, c.relrowsecurity,
      array_to_string(c.reloptions, ',')) as line
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${USER_SCHEMA('n.nspname')} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f', 'c')`,
  columns: `select concat_ws(' | ', table_schema, table_name, ordinal_position, column_name, data_type, udt_name,
      is_nullable, column_default, character_maximum_length, numeric_precision, numeric_scale, datetime_precision,
      is_identity, identity_generation, is_generated, generation_expression, collation_name) as line
    from information_schema.columns where ${USER_SCHEMA('table_schema')}`,
  constraints: `select concat_ws(' | ', n.nspname, c.conrelid::regclass::text, c.contypid::regtype::text, c.conname,
      c.contype, pg_get_constraintdef(c.oid), c.condeferrable, c.condeferred, c.convalidated) as line
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace where ${USER_SCHEMA('n.nspname')}`,
  indexes: `select concat_ws(' | ', schemaname, tablename, indexname, indexdef) as line
    from pg_indexes where ${USER_SCHEMA('schemaname')}`,
  triggers: `select concat_ws(' | ', t.tgrelid::regclass::text, t.tgname, t.tgenabled, pg_get_triggerdef(t.oid)) as line
    from pg_trigger t where not t.tgisinternal`,
  functions: `select concat_ws(' | ', n.nspname, p.proname, p.prokind, pg_get_function_identity_arguments(p.oid),
      p.prorettype::regtype::text, p.provolatile, p.prosecdef, md5(coalesce(p.prosrc, ''))) as line
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_SCHEMA('n.nspname')}`,
  types: `select concat_ws(' | ', n.nspname, t.typname, t.typtype,
      (select string_agg(e.enumlabel, ',' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid)) as line
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where ${USER_SCHEMA('n.nspname')} and t.typtype in ('e', 'd', 'r', 'm')`,
  views: `select concat_ws(' | ', schemaname, viewname, md5(definition)) as line
    from pg_views where ${USER_SCHEMA('schemaname')}`,
  sequences: `select concat_ws(' | ', schemaname, sequencename, data_type, start_value, min_value, max_value,
      increment_by, cycle, last_value) as line
    from pg_sequences where ${USER_SCHEMA('schemaname')}`,
  policies: `select concat_ws(' | ', schemaname, tablename, policyname, cmd, qual, with_check) as line from pg_policies`,
};

export type SchemaSnapshot = Record<keyof typeof SECTIONS | 'rows', string[]>;

async function lines(db: Db, query: string): Promise<string[]> {
  const result = await db.execute(sql.raw(query));
  return (result as unknown as { rows: { line: string }[] }).rows.map((row) => row.line).sort();
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function schemaSnapshot(db: Db): Promise<SchemaSnapshot> {
  const snapshot = {} as SchemaSnapshot;
  for (const [section, query] of Object.entries(SECTIONS)) {
    snapshot[section as keyof typeof SECTIONS] = await lines(db, query);
  }
  // Every table's rows (migrations insert some: a plan, the migrations journal), as a count and a
  // digest. A column filled by a volatile default (now(), a random id) differs between any two
  // migrations, a copy or not: only whether it is set counts.
  const columns = await lines(
    db,
    `select c.table_schema || '.' || c.table_name || '.' || c.column_name || '.' ||
        (coalesce(c.column_default, '') ~* '(now|current_timestamp|clock_timestamp|random|gen_random_uuid)')::text
        as line
      from information_schema.columns c join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where ${USER_SCHEMA('c.table_schema')} and t.table_type = 'BASE TABLE'`,
  );
  const tables = new Map<string, string[]>();
  for (const line of columns) {
    const [schema, table, column, volatile] = line.split('.') as [string, string, string, string];
    const key = `${quoted(schema)}.${quoted(table)}`;
    const value = volatile === 'true' ? `(${quoted(column)} is not null)` : quoted(column);
    tables.set(key, [...(tables.get(key) ?? []), value]);
  }
  snapshot.rows = [];
  for (const [table, values] of tables) {
    const [digest] = await lines(
      db,
      `select count(*) || ' ' || md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as line
        from (select row(${values.join(', ')}) as r from ${table}) t`,
    );
    snapshot.rows.push(`${table} | ${digest}`);
  }
  snapshot.rows.sort();
  return snapshot;
}
