import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { acceptRegulationsRequest, loginRequest, applyPolishValidationMessages, zodFieldErrors } from './index'

applyPolishValidationMessages()

const errorsOf = (schema: z.ZodType, input: unknown) => zodFieldErrors(schema.safeParse(input).error!)

describe('validation messages nobody wrote', () => {
  it('are Polish: a missing body, a missing field, a wrong type, a length', () => {
    expect(errorsOf(acceptRegulationsRequest, undefined)).toEqual({ _: ['Brak danych formularza.'] })
    expect(errorsOf(acceptRegulationsRequest, {})).toEqual({ statement: ['To pole jest wymagane.'] })
    expect(errorsOf(z.object({ quantity: z.number() }), { quantity: '2' })).toEqual({
      quantity: ['Nieprawidłowa wartość: oczekiwano: liczba.'],
    })
    expect(errorsOf(z.object({ note: z.string().max(3) }), { note: 'abcd' })).toEqual({ note: ['Najwyżej 3 znaki.'] })
    expect(errorsOf(z.object({ note: z.string().max(40) }), { note: 'a'.repeat(41) })).toEqual({ note: ['Najwyżej 40 znaków.'] })
    expect(errorsOf(z.object({ note: z.string().min(1) }), { note: '' })).toEqual({ note: ['Co najmniej 1 znak.'] })
  })

  it('never replace a message a schema wrote', () => {
    expect(errorsOf(loginRequest, { email: '', password: '' })).toEqual({ email: ['Podaj adres e-mail.'], password: ['Podaj hasło.'] })
  })
})
