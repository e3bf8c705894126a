import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`ranking_files\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`ranking_files_updated_at_idx\` ON \`ranking_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ranking_files_created_at_idx\` ON \`ranking_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`ranking_files_filename_idx\` ON \`ranking_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`ranking_publications\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`data_date\` text NOT NULL,
  	\`rows_count\` numeric NOT NULL,
  	\`results\` text NOT NULL,
  	\`file_id\` text(36) NOT NULL,
  	\`published_by_id\` text(36),
  	\`current\` integer DEFAULT false,
  	\`made_current_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`ranking_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`published_by_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`ranking_publications_file_idx\` ON \`ranking_publications\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`ranking_publications_published_by_idx\` ON \`ranking_publications\` (\`published_by_id\`);`)
  await db.run(sql`CREATE INDEX \`ranking_publications_current_idx\` ON \`ranking_publications\` (\`current\`);`)
  await db.run(sql`CREATE INDEX \`ranking_publications_updated_at_idx\` ON \`ranking_publications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ranking_publications_created_at_idx\` ON \`ranking_publications\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ranking_files_id\` text(36) REFERENCES ranking_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ranking_publications_id\` text(36) REFERENCES ranking_publications(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ranking_files_id_idx\` ON \`payload_locked_documents_rels\` (\`ranking_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ranking_publications_id_idx\` ON \`payload_locked_documents_rels\` (\`ranking_publications_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`ranking_files\`;`)
  await db.run(sql`DROP TABLE \`ranking_publications\`;`)
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
  	\`code_batches_id\` text(36),
  	\`codes_id\` text(36),
  	\`code_attempts_id\` text(36),
  	\`trainings_id\` text(36),
  	\`cart_items_id\` text(36),
  	\`orders_id\` text(36),
  	\`provinces_id\` text(36),
  	\`contact_messages_id\` text(36),
  	\`captcha_uses_id\` text(36),
  	\`puzzles_id\` text(36),
  	\`puzzle_votes_id\` text(36),
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
  	FOREIGN KEY (\`code_batches_id\`) REFERENCES \`code_batches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`codes_id\`) REFERENCES \`codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`code_attempts_id\`) REFERENCES \`code_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trainings_id\`) REFERENCES \`trainings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cart_items_id\`) REFERENCES \`cart_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`provinces_id\`) REFERENCES \`provinces\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_uses_id\`) REFERENCES \`captcha_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`puzzles_id\`) REFERENCES \`puzzles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`puzzle_votes_id\`) REFERENCES \`puzzle_votes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "pages_id", "faq_id", "prizes_id", "products_id", "documents_id", "media_id", "staff_id", "partners_id", "companies_id", "invitations_id", "statements_id", "ledger_entries_id", "coupons_id", "code_batches_id", "codes_id", "code_attempts_id", "trainings_id", "cart_items_id", "orders_id", "provinces_id", "contact_messages_id", "captcha_uses_id", "puzzles_id", "puzzle_votes_id") SELECT "id", "order", "parent_id", "path", "news_id", "pages_id", "faq_id", "prizes_id", "products_id", "documents_id", "media_id", "staff_id", "partners_id", "companies_id", "invitations_id", "statements_id", "ledger_entries_id", "coupons_id", "code_batches_id", "codes_id", "code_attempts_id", "trainings_id", "cart_items_id", "orders_id", "provinces_id", "contact_messages_id", "captcha_uses_id", "puzzles_id", "puzzle_votes_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_code_batches_id_idx\` ON \`payload_locked_documents_rels\` (\`code_batches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_code_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`code_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trainings_id_idx\` ON \`payload_locked_documents_rels\` (\`trainings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cart_items_id_idx\` ON \`payload_locked_documents_rels\` (\`cart_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_provinces_id_idx\` ON \`payload_locked_documents_rels\` (\`provinces_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_uses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_puzzles_id_idx\` ON \`payload_locked_documents_rels\` (\`puzzles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_puzzle_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`puzzle_votes_id\`);`)
}
