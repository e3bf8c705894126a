import { describe, expect, it } from 'vitest'
import { AppError } from '../../domain/errors'
import { parseListQuery, searchWhere } from './simpleRest'

const sortable = ['email', 'createdAt'] as const

describe('ra-data-simple-rest list query', () => {
  it('turns sort, range and filter into a Payload page', () => {
    expect(parseListQuery({ sort: '["email","DESC"]', range: '[50,74]', filter: '{"q":"jan"}' }, sortable, 'email')).toEqual({
      sort: '-email',
      limit: 25,
      page: 3,
      start: 50,
      filter: { q: 'jan' },
    })
  })

  it('defaults to the first 25 rows in the default order', () => {
    expect(parseListQuery({}, sortable, 'createdAt')).toMatchObject({ sort: 'createdAt', limit: 25, page: 1, start: 0 })
  })

  it('refuses unknown sort fields, bad JSON and inverted ranges with 400', () => {
    for (const query of [{ sort: '["password","ASC"]' }, { range: '[0,' }, { range: '[10,5]' }, { range: '[-1,5]' }]) {
      const error = (() => {
        try {
          parseListQuery(query, sortable, 'email')
        } catch (caught) {
          return caught
        }
      })()
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).status).toBe(400)
    }
  })

  it('searches the given fields, or not at all for an empty text', () => {
    expect(searchWhere(' jan ', ['email', 'name'])).toEqual({ or: [{ email: { like: 'jan' } }, { name: { like: 'jan' } }] })
    expect(searchWhere('  ', ['email'])).toBeNull()
  })
})
