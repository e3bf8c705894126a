import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Prize tax: a prize's gross value, each order line's value of its day, and the tax settings.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "prizes" ADD COLUMN "gross_value_grosze" numeric;
  ALTER TABLE "orders_lines" ADD COLUMN "unit_value_grosze" numeric;
  ALTER TABLE "programme_settings" ADD COLUMN "prize_tax_sales_promotion" boolean DEFAULT true;
  ALTER TABLE "programme_settings" ADD COLUMN "prize_tax_rate_basis_points" numeric DEFAULT 1000;
  ALTER TABLE "programme_settings" ADD COLUMN "prize_tax_cash_prize_basis_points" numeric DEFAULT 1111;
  ALTER TABLE "programme_settings" ADD COLUMN "prize_tax_exemption_limit_grosze" numeric DEFAULT 200000;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "prizes" DROP COLUMN "gross_value_grosze";
  ALTER TABLE "orders_lines" DROP COLUMN "unit_value_grosze";
  ALTER TABLE "programme_settings" DROP COLUMN "prize_tax_sales_promotion";
  ALTER TABLE "programme_settings" DROP COLUMN "prize_tax_rate_basis_points";
  ALTER TABLE "programme_settings" DROP COLUMN "prize_tax_cash_prize_basis_points";
  ALTER TABLE "programme_settings" DROP COLUMN "prize_tax_exemption_limit_grosze";`)
}
