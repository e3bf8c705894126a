import { describe, expect, it } from 'vitest'
import { acceptRegulationsRequest, zodFieldErrors } from './api'

describe('acceptance request', () => {
  it('gives one Polish message per missing consent, keyed by the field path', () => {
    const result = acceptRegulationsRequest.safeParse({ statement: { accept_marketing_data_process: true } })
    expect(result.success).toBe(false)
    expect(zodFieldErrors(result.error!)).toEqual({
      'statement.accept_regulations': ['Akceptacja regulaminu jest wymagana.'],
      'statement.accept_privacy_policy': ['Akceptacja polityki prywatności jest wymagana.'],
    })
  })

  it('defaults the optional marketing consent to false', () => {
    const parsed = acceptRegulationsRequest.parse({ statement: { accept_regulations: true, accept_privacy_policy: true } })
    expect(parsed.statement.accept_marketing_data_process).toBe(false)
  })
})
