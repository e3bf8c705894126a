import { type FormEvent, useState } from 'react'
import { currentLanguage, useTranslation } from '../../../lib/i18n'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { paths, safeReturnPath } from '@portal/shared'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/notifications/store'
import { usePageData } from '../../../lib/page-data'
import { useLogin, useResendConfirmation } from '../api/login'

export function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const login = useLogin()
  const [params] = useSearchParams()
  const points = usePageData().data?.programmes.points ?? false
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  // After a refused login in the points programme: a self-registered account may still wait for its e-mailed link.
  const [offerResend, setOfferResend] = useState(false)
  const resend = useResendConfirmation()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim() || !password) {
      notify('warning', t('login.warningTitle'), t('login.fillFields'))
      return
    }
    login.mutate(
      { email, password, remember },
      {
        onSuccess: ({ language }) => {
          const target = safeReturnPath(params.get('next')) ?? paths.start
          // The partner's own language (the server set its cookie): the page loads again in it.
          if (language !== currentLanguage()) window.location.assign(target)
          else navigate(target)
        },
        onError: (error) => {
          notify('error', t('login.errorTitle'), error instanceof ApiError ? error.message : String(error))
          setOfferResend(error instanceof ApiError && (error.status === 401 || error.status === 403))
        },
      },
    )
  }

  return (
    <section className="card card--narrow">
      <h1>{t('login.title')}</h1>
      <p className="lead">{t('login.lead')}</p>
      <form onSubmit={submit} noValidate className="form">
        <label className="field">
          <span>{t('login.email')}</span>
          <input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span>{t('login.password')}</span>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <label className="checkbox">
          <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <span>
            {t('login.remember')} <small className="muted">{t('login.rememberHint')}</small>
          </span>
        </label>
        <button type="submit" className="button button--primary" disabled={login.isPending}>
          {t('login.submit')}
        </button>
      </form>
      {points && offerResend && (
        <div className="notice">
          <p>{t('login.unconfirmedHint')}</p>
          {resend.data ? (
            <p role="status">{resend.data.message}</p>
          ) : (
            <button type="button" className="button button--small" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
              {t('login.resend')}
            </button>
          )}
          {resend.error && <p className="field-error">{resend.error.message}</p>}
        </div>
      )}
      <p className="form-footer">
        <Link to={paths.remindPassword}>{t('passwords.forgot')}</Link>
      </p>
      {points && (
        <p className="form-footer">
          <Link to={paths.selfRegistration}>{t('selfRegistration.cta')}</Link>
        </p>
      )}
    </section>
  )
}
