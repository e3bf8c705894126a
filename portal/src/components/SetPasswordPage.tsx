import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from '../lib/i18n'
import { Link, useParams } from 'react-router-dom'
import type { UseMutationResult } from '@tanstack/react-query'
import { paths, setPasswordRequest } from '@portal/shared'
import { useForm } from '../lib/form'
import { notify } from '../lib/notifications/store'
import { NewPasswordFields } from './NewPasswordFields'

type Body = { token: string; email: string; password: string; password_confirmation: string }

type Props = {
  /** The call that takes the link's token and e-mail with the password. */
  mutation: UseMutationResult<unknown, Error, Body>
  title: string
  lead: string
  label: 'newPassword' | 'password'
  submit: string
  done: { title: string; text: string }
  failure: { title: string; text: string }
  /** Shown after the server's message when the link no longer works (e.g. a link to ask again). */
  expiredHelp?: ReactNode
  /** Called once the password is set, before the done screen. */
  onDone?: () => void
}

/** /…/{token}/{email}: an e-mailed link sets a password (a reset, or a self-registered account's first one). */
export function SetPasswordPage({ mutation, title, lead, label, submit, done, failure, expiredHelp, onDone }: Props) {
  const { t } = useTranslation()
  const { token = '', email = '' } = useParams()
  const form = useForm({ password: '', password_confirmation: '' })
  const [finished, setFinished] = useState(false)

  const send = (event: FormEvent) => {
    event.preventDefault()
    if (!form.validate(setPasswordRequest, { ...form.values, token, email })) return
    mutation.mutate(
      { token, email, ...form.values },
      {
        onSuccess: () => {
          onDone?.()
          setFinished(true)
        },
        onError: (error) => {
          form.takeFrom(error)
          notify('error', failure.title, failure.text)
        },
      },
    )
  }

  if (finished) {
    return (
      <section className="card card--narrow card--center">
        <h1>{done.title}</h1>
        <p className="lead">{done.text}</p>
        <Link className="button button--primary" to={paths.home}>
          {t('registration.goToLogin')}
        </Link>
      </section>
    )
  }
  const tokenError = form.errorFor('token')
  return (
    <section className="card card--narrow">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {tokenError && (
        <p className="alert" role="alert">
          {tokenError} {expiredHelp}
        </p>
      )}
      <form onSubmit={send} noValidate className="form">
        <NewPasswordFields form={form} password="password" confirmation="password_confirmation" label={label} />
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {submit}
        </button>
      </form>
    </section>
  )
}
