import { type FormEvent, useEffect } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { useQueryClient } from '@tanstack/react-query'
import { CONTACT_FAILED, contactMessageRequest } from '@portal/shared'
import { Field } from '../../../components/Field'
import { useForm } from '../../../lib/form'
import { notify } from '../../../lib/notifications/store'
import { usePageData } from '../../../lib/page-data'
import { useCaptcha, useSender, useSendMessage } from '../api/contact'

const empty = { subject: '', body: '', email: '', phone: '', captcha: '' }

/** Contact form (spec §2): guests answer a captcha; partners get their e-mail and phone filled in. */
export function ContactPage() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const pageData = usePageData()
  const loggedIn = Boolean(pageData.data?.isLoggedin)
  const captcha = useCaptcha(pageData.isSuccess && !loggedIn)
  const sender = useSender(loggedIn)
  const send = useSendMessage()
  const form = useForm(empty)
  const { setValues } = form
  const senderEmail = sender.data?.email ?? ''
  const senderPhone = sender.data?.phone ?? ''

  useEffect(() => {
    if (senderEmail) setValues((current) => ({ ...current, email: senderEmail, phone: senderPhone }))
  }, [senderEmail, senderPhone, setValues])

  const newCaptcha = () => queryClient.resetQueries({ queryKey: ['captcha'] })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = loggedIn ? { ...form.values, captcha: undefined } : form.values
    if (!form.validate(contactMessageRequest, body)) return
    send.mutate(body, {
      onSuccess: (response) => {
        notify('success', t('contact.title'), response.message ?? t('contact.sent'))
        setValues({ ...empty, email: senderEmail, phone: senderPhone })
        if (!loggedIn) void newCaptcha()
      },
      onError: (error) => {
        form.takeFrom(error)
        notify('error', t('contact.title'), CONTACT_FAILED)
        if (!loggedIn) {
          // The spent answer goes, its error message stays until the person types again.
          setValues((current) => ({ ...current, captcha: '' }))
          void newCaptcha()
        }
      },
    })
  }

  const bodyError = form.errorFor('body')
  return (
    <section className="card card--narrow">
      <h1>{t('contact.title')}</h1>
      <p className="lead">{t('contact.lead')}</p>
      <form onSubmit={submit} noValidate className="form">
        <Field form={form} name="subject" label={t('contact.subject')} maxLength={150} />
        <div className={`field${bodyError ? ' field--invalid' : ''}`}>
          <label htmlFor="field-body">{t('contact.body')}</label>
          <textarea
            id="field-body"
            name="body"
            rows={6}
            maxLength={5000}
            value={form.text('body')}
            onChange={(e) => form.set('body', e.target.value)}
            aria-invalid={Boolean(bodyError)}
            aria-describedby={bodyError ? 'field-body-error' : undefined}
          />
          {bodyError && (
            <p id="field-body-error" className="field-error">
              {bodyError}
            </p>
          )}
        </div>
        <Field form={form} name="email" type="email" label={t('contact.email')} autoComplete="email" />
        <Field form={form} name="phone" type="tel" label={t('contact.phone')} autoComplete="tel" hint={t('contact.phoneHint')} />
        {!loggedIn && (
          <div className="captcha">
            {captcha.data ? (
              <img
                className="captcha__image"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.data.captcha)}`}
                alt={t('contact.captchaImage')}
                width={150}
                height={50}
              />
            ) : (
              <span className="captcha__image" aria-hidden="true" />
            )}
            <button type="button" className="button button--small" onClick={() => void newCaptcha()}>
              {t('contact.newCaptcha')}
            </button>
            <Field
              form={form}
              name="captcha"
              label={t('contact.captcha')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={20}
            />
          </div>
        )}
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {t('contact.send')}
        </button>
      </form>
    </section>
  )
}
