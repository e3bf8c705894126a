import { useTranslation } from '../lib/i18n'
import { PASSWORD_HINT } from '@portal/shared'
import type { FormState } from '../lib/form'
import { Field } from './Field'

type Props = {
  form: Pick<FormState, 'text' | 'set' | 'errorFor'>
  /** Field paths as the server's 422 map names them. */
  password: string
  confirmation: string
  /** "Nowe hasło" where an old one exists, "Hasło" for a first one. */
  label?: 'newPassword' | 'password'
}

/** A new password with the policy hint, and the same typed again. */
export function NewPasswordFields({ form, password, confirmation, label = 'newPassword' }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <Field form={form} name={password} type="password" label={t(`account.${label}`)} hint={PASSWORD_HINT} autoComplete="new-password" />
      <Field form={form} name={confirmation} type="password" label={t('account.passwordConfirmation')} autoComplete="new-password" />
    </>
  )
}
