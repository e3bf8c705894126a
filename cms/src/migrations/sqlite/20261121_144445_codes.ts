import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`code_batches\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`product_id\` text(36),
  	\`kind\` text DEFAULT 'product' NOT NULL,
  	\`training_name\` text,
  	\`points_per_code\` numeric NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`created_by_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`code_batches_product_idx\` ON \`code_batches\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`code_batches_created_by_idx\` ON \`code_batches\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`code_batches_updated_at_idx\` ON \`code_batches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`code_batches_created_at_idx\` ON \`code_batches\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`codes\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`batch_id\` text(36) NOT NULL,
  	\`product_id\` text(36),
  	\`points_tenths\` numeric NOT NULL,
  	\`registered_by_id\` text(36),
  	\`registered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`batch_id\`) REFERENCES \`code_batches\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`registered_by_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`codes_code_idx\` ON \`codes\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`codes_batch_idx\` ON \`codes\` (\`batch_id\`);`)
  await db.run(sql`CREATE INDEX \`codes_product_idx\` ON \`codes\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`codes_registered_by_idx\` ON \`codes\` (\`registered_by_id\`);`)
  await db.run(sql`CREATE INDEX \`codes_registered_at_idx\` ON \`codes\` (\`registered_at\`);`)
  await db.run(sql`CREATE INDEX \`codes_updated_at_idx\` ON \`codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`codes_created_at_idx\` ON \`codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`code_attempts\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`partner_id\` text(36) NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`ip\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`partner_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`code_attempts_code_idx\` ON \`code_attempts\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`code_attempts_partner_idx\` ON \`code_attempts\` (\`partner_id\`);`)
  await db.run(sql`CREATE INDEX \`code_attempts_outcome_idx\` ON \`code_attempts\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`code_attempts_idempotency_key_idx\` ON \`code_attempts\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`code_attempts_updated_at_idx\` ON \`code_attempts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`code_attempts_created_at_idx\` ON \`code_attempts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`code_batches_id\` text(36) REFERENCES code_batches(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`codes_id\` text(36) REFERENCES codes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`code_attempts_id\` text(36) REFERENCES code_attempts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_code_batches_id_idx\` ON \`payload_locked_documents_rels\` (\`code_batches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_code_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`code_attempts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`code_batches\`;`)
  await db.run(sql`DROP TABLE \`codes\`;`)
  await db.run(sql`DROP TABLE \`code_attempts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` text(36),
  	\`pages_id\` text(36),
  	\`faq_id\` text(36),
  	\`prizes_id\` text(36),
  	\`products_id\` text(36),
  	\`documents_id\` text(36),
  	\`media_id\` text(36),
  	\`staff_id\` text(36),
  	\`partners_id\` text(36),
  	\`companies_id\` text(36),
  	\`invitations_id\` text(36),
  	\`statements_id\` text(36),
  	\`ledger_entries_id\` text(36),
  	\`coupons_id\` text(36),
  	\`provinces_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`prizes_id\`) REFERENCES \`prizes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`companies_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invitations_id\`) REFERENCES \`invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`statements_id\`) REFERENCES \`statements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ledger_entries_id\`) REFERENCES \`ledger_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupons_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`provinces_id\`) REFERENCES \`provinces\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "pages_id", "faq_id", "prizes_id", "products_id", "documents_id", "media_id", "staff_id", "partners_id", "companies_id", "invitations_id", "statements_id", "ledger_entries_id", "coupons_id", "provinces_id") SELECT "id", "order", "parent_id", "path", "news_id", "pages_id", "faq_id", "prizes_id", "products_id", "documents_id", "media_id", "staff_id", "partners_id", "companies_id", "invitations_id", "statements_id", "ledger_entries_id", "coupons_id", "provinces_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_prizes_id_idx\` ON \`payload_locked_documents_rels\` (\`prizes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_statements_id_idx\` ON \`payload_locked_documents_rels\` (\`statements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ledger_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`ledger_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_provinces_id_idx\` ON \`payload_locked_documents_rels\` (\`provinces_id\`);`)
}
