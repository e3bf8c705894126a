import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Records written once lose the indexes nobody reads (see fields/timestamps.ts): each cost every registered code.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "ledger_entries_source_idx";
  DROP INDEX "ledger_entries_updated_at_idx";
  DROP INDEX "codes_updated_at_idx";
  DROP INDEX "code_attempts_outcome_idx";
  DROP INDEX "code_attempts_updated_at_idx";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "ledger_entries_source_idx" ON "ledger_entries" USING btree ("source");
  CREATE INDEX "ledger_entries_updated_at_idx" ON "ledger_entries" USING btree ("updated_at");
  CREATE INDEX "codes_updated_at_idx" ON "codes" USING btree ("updated_at");
  CREATE INDEX "code_attempts_outcome_idx" ON "code_attempts" USING btree ("outcome");
  CREATE INDEX "code_attempts_updated_at_idx" ON "code_attempts" USING btree ("updated_at");`)
}
