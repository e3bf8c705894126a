import { describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { PgDialect, pgTable, text } from '@payloadcms/db-postgres/drizzle/pg-core'
import { compileRaw } from './sql'

const dialect = new PgDialect()

describe('compileRaw', () => {
  it('gives the same text and values as drizzle for raw statements: nested templates, values, lists, nulls', () => {
    const ids = ['a', 'b"c', 'd\\e']
    const nested = sql`SELECT count(*) FROM unnest(${sql.param(ids)}::text[]) AS id WHERE id <> ${'x'}`
    const query = sql`WITH turns AS (${nested}) SELECT ${1}, ${null}, ${sql.param(null)}, ${true}, ${new Date('2026-11-26T05:00:00Z')}
      ${undefined} ${sql.param(new Date(0))} FROM t WHERE (${nested}) >= 0 ${sql.raw('ORDER BY 1')} ${sql``}`
    const drizzles = dialect.sqlToQuery(query)
    expect(compileRaw(query)).toEqual({ sql: drizzles.sql, params: drizzles.params })
    expect(drizzles.params).toHaveLength(10)
  })

  it('leaves what raw statements do not use (tables, columns, placeholders, inlined values) to drizzle', () => {
    const partners = pgTable('partners', { email: text('email') })
    expect(compileRaw(sql`SELECT ${partners.email} FROM ${partners}`)).toBeNull()
    expect(compileRaw(sql`SELECT ${sql.placeholder('id')}`)).toBeNull()
    expect(compileRaw(sql`SELECT ${sql`${1}`.inlineParams()}`)).toBeNull()
    expect(compileRaw(sql`SELECT ${sql.param({ json: true })}`)).toBeNull()
  })
})
