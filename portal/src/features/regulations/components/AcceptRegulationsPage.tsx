import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { useNavigate } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { ACCEPTANCE_REDIRECT_MS, paths, type StatementInput } from '@portal/shared'
import { useFieldErrors } from '../../../lib/form-errors'
import { notify } from '../../../lib/notifications/store'
import { pageDataQueryOptions, usePageData } from '../../../lib/page-data'
import { useAcceptRegulations } from '../api/acceptRegulations'
import { useMarketingConsentText } from '../../../components/ConsentFields'

type Field = keyof StatementInput

export function AcceptRegulationsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data } = usePageData()
  const marketingText = useMarketingConsentText()
  const accept = useAcceptRegulations()
  const { errorFor, clear, takeFrom } = useFieldErrors()
  const [statement, setStatement] = useState<StatementInput>({
    accept_regulations: false,
    accept_privacy_policy: false,
    accept_marketing_data_process: false,
  })
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(redirect.current), [])

  const toggle = (field: Field) => {
    clear(`statement.${field}`)
    setStatement((current) => ({ ...current, [field]: !current[field] }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    accept.mutate(statement, {
      onSuccess: (response) => {
        if (!response.success) {
          notify('error', t('acceptRegulations.errorTitle'), t('acceptRegulations.errorText'))
          return
        }
        notify('success', t('acceptRegulations.savedTitle'), 'acceptRegulations.savedText')
        redirect.current = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: pageDataQueryOptions().queryKey }).then(() => navigate(paths.about))
        }, ACCEPTANCE_REDIRECT_MS)
      },
      onError: (error) => {
        if (!takeFrom(error)) notify('error', t('acceptRegulations.errorTitle'), t('acceptRegulations.errorText'))
      },
    })
  }

  const checkbox = (field: Field, label: string, required: boolean) => {
    const error = errorFor(`statement.${field}`)
    const id = `statement-${field}`
    return (
      <div className={`checkbox${error ? ' checkbox--invalid' : ''}`}>
        <input
          id={id}
          type="checkbox"
          checked={statement[field]}
          onChange={() => toggle(field)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>
          {label} <span className="muted">({t(required ? 'acceptRegulations.required' : 'acceptRegulations.optional')})</span>
        </label>
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    )
  }

  const documents = data?.documents
  return (
    <section className="card">
      <h1>{t('acceptRegulations.title')}</h1>
      <p className="lead">{t('acceptRegulations.lead')}</p>
      <ul className="document-links">
        {documents?.privacy_policy && (
          <li>
            <a href={documents.privacy_policy.url} target="_blank" rel="noopener noreferrer">
              {t('acceptRegulations.privacyLink')} (v{documents.privacy_policy.version})
            </a>
          </li>
        )}
        {documents?.regulations && (
          <li>
            <a href={documents.regulations.url} target="_blank" rel="noopener noreferrer">
              {t('acceptRegulations.regulationsLink')} ({documents.regulations.version})
            </a>
          </li>
        )}
      </ul>
      <form onSubmit={submit} noValidate className="form">
        {checkbox('accept_regulations', t('acceptRegulations.acceptRegulations'), true)}
        {checkbox('accept_privacy_policy', t('acceptRegulations.acceptPrivacy'), true)}
        {checkbox('accept_marketing_data_process', marketingText, false)}
        <button type="submit" className="button button--primary" disabled={accept.isPending || accept.isSuccess}>
          {t('acceptRegulations.submit')}
        </button>
      </form>
    </section>
  )
}
