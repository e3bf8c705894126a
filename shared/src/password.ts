import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARS } from './constants'

const special = new RegExp(`[${PASSWORD_SPECIAL_CHARS.replace(/[.*?$]/g, '\\$&')}]`)

/** Password policy of spec §5: the Polish messages of every rule the password breaks. */
export function passwordPolicyErrors(password: string): string[] {
  const errors: string[] = []
  if (password.length < PASSWORD_MIN_LENGTH) errors.push(`Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków.`)
  if (!/\d/.test(password)) errors.push('Hasło musi zawierać co najmniej jedną cyfrę.')
  if (!/[A-ZĄĆĘŁŃÓŚŹŻ]/.test(password)) errors.push('Hasło musi zawierać co najmniej jedną wielką literę.')
  if (!special.test(password)) errors.push(`Hasło musi zawierać co najmniej jeden znak specjalny spośród ${PASSWORD_SPECIAL_CHARS}`)
  return errors
}

export const PASSWORD_HINT = `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków, w tym jedną cyfrę, jedną wielką literę i jeden znak specjalny (${PASSWORD_SPECIAL_CHARS}).`
