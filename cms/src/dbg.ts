const mods = ['@payloadcms/translations/languages/pl', '@payloadcms/richtext-lexical', '@payloadcms/db-mongodb', '@payloadcms/db-postgres', '@payloadcms/db-sqlite', '@payloadcms/email-nodemailer', './env', './collections/Documents', './db', './email']
for (const m of mods) {
  await import(m)
  process.stderr.write(m.split('/').pop() + ' ')
}
process.exit(0)
