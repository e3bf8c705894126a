import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`puzzles\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`group\` text NOT NULL,
  	\`image_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`puzzles_group_idx\` ON \`puzzles\` (\`group\`);`)
  await db.run(sql`CREATE INDEX \`puzzles_image_idx\` ON \`puzzles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`puzzles_updated_at_idx\` ON \`puzzles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`puzzles_created_at_idx\` ON \`puzzles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`puzzle_votes\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`partner_id\` text(36) NOT NULL,
  	\`group\` text NOT NULL,
  	\`puzzle_id\` text(36) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`partner_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`puzzle_id\`) REFERENCES \`puzzles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`puzzle_votes_partner_idx\` ON \`puzzle_votes\` (\`partner_id\`);`)
  await db.run(sql`CREATE INDEX \`puzzle_votes_puzzle_idx\` ON \`puzzle_votes\` (\`puzzle_id\`);`)
  await db.run(sql`CREATE INDEX \`puzzle_votes_updated_at_idx\` ON \`puzzle_votes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`puzzle_votes_created_at_idx\` ON \`puzzle_votes\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`partner_group_idx\` ON \`puzzle_votes\` (\`partner_id\`,\`group\`);`)
  await db.run(sql`CREATE TABLE \`programme_settings_puzzle_active_groups\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programme_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programme_settings_puzzle_active_groups_order_idx\` ON \`programme_settings_puzzle_active_groups\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programme_settings_puzzle_active_groups_parent_idx\` ON \`programme_settings_puzzle_active_groups\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`puzzles_id\` text(36) REFERENCES puzzles(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`puzzle_votes_id\` text(36) REFERENCES puzzle_votes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_puzzles_id_idx\` ON \`payload_locked_documents_rels\` (\`puzzles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_puzzle_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`puzzle_votes_id\`);`)
  await db.run(sql`ALTER TABLE \`programme_settings\` ADD \`puzzle_intro\` text DEFAULT 'Zagłosuj w każdej z sześciu grup, a każdy głos odsłoni fragment układanki. Po sześciu głosach poznasz cel wyjazdu nagrodzonych partnerów.';`)
  await db.run(sql`ALTER TABLE \`programme_settings\` ADD \`puzzle_voting_starts_at\` text;`)
  await db.run(sql`ALTER TABLE \`programme_settings\` ADD \`puzzle_voting_ends_at\` text;`)
  await db.run(sql`ALTER TABLE \`programme_settings\` ADD \`puzzle_destination_title\` text;`)
  await db.run(sql`ALTER TABLE \`programme_settings\` ADD \`puzzle_destination_text\` text;`)
  await db.run(sql`ALTER TABLE \`programme_settings\` ADD \`puzzle_destination_image_id\` text(36) REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`programme_settings_puzzle_puzzle_destination_image_idx\` ON \`programme_settings\` (\`puzzle_destination_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`puzzles\`;`)
  await db.run(sql`DROP TABLE \`puzzle_votes\`;`)
  await db.run(sql`DROP TABLE \`programme_settings_puzzle_active_groups\`;`)
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
  	FOREIGN KEY (\`captcha_uses_id\`) REFERENCES \`captcha_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "pages_id", "faq_id", "prizes_id", "products_id", "documents_id", "media_id", "staff_id", "partners_id", "companies_id", "invitations_id", "statements_id", "ledger_entries_id", "coupons_id", "code_batches_id", "codes_id", "code_attempts_id", "trainings_id", "cart_items_id", "orders_id", "provinces_id", "contact_messages_id", "captcha_uses_id") SELECT "id", "order", "parent_id", "path", "news_id", "pages_id", "faq_id", "prizes_id", "products_id", "documents_id", "media_id", "staff_id", "partners_id", "companies_id", "invitations_id", "statements_id", "ledger_entries_id", "coupons_id", "code_batches_id", "codes_id", "code_attempts_id", "trainings_id", "cart_items_id", "orders_id", "provinces_id", "contact_messages_id", "captcha_uses_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_programme_settings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`programme_name\` text DEFAULT 'Program Partnerski',
  	\`contest_enabled\` integer DEFAULT true,
  	\`points_enabled\` integer DEFAULT true,
  	\`helpline_phone\` text DEFAULT '+48 800 100 200',
  	\`helpline_hours_contest\` text DEFAULT 'pon.–pt. 10:00–16:00',
  	\`helpline_hours_points\` text DEFAULT 'pon.–pt. 14:00–20:00',
  	\`dth_email\` text DEFAULT 'dth@program-partnerski.pl',
  	\`sbh_email\` text DEFAULT 'sbh@program-partnerski.pl',
  	\`social_facebook\` text,
  	\`social_instagram\` text,
  	\`social_youtube\` text,
  	\`social_linkedin\` text,
  	\`survey_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programme_settings\`("id", "programme_name", "contest_enabled", "points_enabled", "helpline_phone", "helpline_hours_contest", "helpline_hours_points", "dth_email", "sbh_email", "social_facebook", "social_instagram", "social_youtube", "social_linkedin", "survey_url", "updated_at", "created_at") SELECT "id", "programme_name", "contest_enabled", "points_enabled", "helpline_phone", "helpline_hours_contest", "helpline_hours_points", "dth_email", "sbh_email", "social_facebook", "social_instagram", "social_youtube", "social_linkedin", "survey_url", "updated_at", "created_at" FROM \`programme_settings\`;`)
  await db.run(sql`DROP TABLE \`programme_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_programme_settings\` RENAME TO \`programme_settings\`;`)
}
