import { describe, expect, it } from 'vitest'
import { passwordPolicyErrors } from './password'

describe('password policy (spec §5)', () => {
  it('accepts 8+ characters with a digit, a capital letter and a special character', () => {
    expect(passwordPolicyErrors('Demo123!')).toEqual([])
    expect(passwordPolicyErrors('Źdźbło#9')).toEqual([])
  })

  it('names every rule a password breaks', () => {
    expect(passwordPolicyErrors('Ab1!')).toEqual(['Hasło musi mieć co najmniej 8 znaków.'])
    expect(passwordPolicyErrors('abcdefgh')).toHaveLength(3)
    expect(passwordPolicyErrors('Abcdefg!')).toEqual(['Hasło musi zawierać co najmniej jedną cyfrę.'])
    expect(passwordPolicyErrors('abcdef1!')).toEqual(['Hasło musi zawierać co najmniej jedną wielką literę.'])
  })

  it('counts only the special characters $!%.*#?& of the spec', () => {
    expect(passwordPolicyErrors('Abcdefg1@')).toEqual(['Hasło musi zawierać co najmniej jeden znak specjalny spośród $!%.*#?&'])
    for (const special of '$!%.*#?&') expect(passwordPolicyErrors(`Abcdefg1${special}`)).toEqual([])
  })
})
