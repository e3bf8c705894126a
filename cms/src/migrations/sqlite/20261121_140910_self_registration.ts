import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`partners\` ADD \`residence_address_commune\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`residence_address_county\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`residence_address_province_id\` text(36) REFERENCES provinces(id);`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`correspondence_address_commune\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`correspondence_address_county\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`correspondence_address_province_id\` text(36) REFERENCES provinces(id);`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`tax_declaration\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`tax_pesel\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`tax_tax_office\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`tax_company_name\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`tax_company_tax_identifier\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`birth_date\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`preferred_language\` text DEFAULT 'pl';`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`registration_coupon\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`confirmation_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`confirmation_expires_at\` text;`)
  await db.run(sql`CREATE INDEX \`partners_residence_address_residence_address_province_idx\` ON \`partners\` (\`residence_address_province_id\`);`)
  await db.run(sql`CREATE INDEX \`partners_correspondence_address_correspondence_address_p_idx\` ON \`partners\` (\`correspondence_address_province_id\`);`)
  await db.run(sql`CREATE INDEX \`partners_confirmed_at_idx\` ON \`partners\` (\`confirmed_at\`);`)
  await db.run(sql`CREATE INDEX \`partners_confirmation_token_hash_idx\` ON \`partners\` (\`confirmation_token_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_partners\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`name\` text,
  	\`phone\` text,
  	\`programme\` text DEFAULT 'contest' NOT NULL,
  	\`company_id\` text(36),
  	\`potential_group\` text,
  	\`is_ranking_winner\` integer DEFAULT false,
  	\`residence_address_street\` text,
  	\`residence_address_building\` text,
  	\`residence_address_local\` text,
  	\`residence_address_post_code\` text,
  	\`residence_address_city\` text,
  	\`correspondence_address_street\` text,
  	\`correspondence_address_building\` text,
  	\`correspondence_address_local\` text,
  	\`correspondence_address_post_code\` text,
  	\`correspondence_address_city\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_partners\`("id", "first_name", "last_name", "name", "phone", "programme", "company_id", "potential_group", "is_ranking_winner", "residence_address_street", "residence_address_building", "residence_address_local", "residence_address_post_code", "residence_address_city", "correspondence_address_street", "correspondence_address_building", "correspondence_address_local", "correspondence_address_post_code", "correspondence_address_city", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "first_name", "last_name", "name", "phone", "programme", "company_id", "potential_group", "is_ranking_winner", "residence_address_street", "residence_address_building", "residence_address_local", "residence_address_post_code", "residence_address_city", "correspondence_address_street", "correspondence_address_building", "correspondence_address_local", "correspondence_address_post_code", "correspondence_address_city", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`partners\`;`)
  await db.run(sql`DROP TABLE \`partners\`;`)
  await db.run(sql`ALTER TABLE \`__new_partners\` RENAME TO \`partners\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`partners_name_idx\` ON \`partners\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`partners_programme_idx\` ON \`partners\` (\`programme\`);`)
  await db.run(sql`CREATE INDEX \`partners_company_idx\` ON \`partners\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`partners_updated_at_idx\` ON \`partners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partners_created_at_idx\` ON \`partners\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`partners_email_idx\` ON \`partners\` (\`email\`);`)
}
