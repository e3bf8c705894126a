import { useTranslation } from '../lib/i18n'
import type { PageData } from '@portal/shared'
import type { FormState } from '../lib/form'
import { usePageData } from '../lib/page-data'

/** The marketing consent names the data controller and processor as the programme settings do. */
export function useMarketingConsentText(): string {
  const { t } = useTranslation()
  const names = usePageData().data?.data_protection
  return names ? t('acceptRegulations.acceptMarketing', names) : ''
}

type Props = {
  form: Pick<FormState, 'set' | 'errorFor'>
  /** Where the three booleans live in the form: `statement` (invitation) or `agreements` (self-registration). */
  prefix: string
  values: { accept_regulations: boolean; accept_privacy_policy: boolean; accept_marketing_data_process: boolean }
  documents: PageData['documents'] | undefined
}

/** Links to the documents in force and the three consents of spec §2 (regulations, privacy policy, marketing). */
export function ConsentFields({ form, prefix, values, documents }: Props) {
  const { t } = useTranslation()
  const marketingText = useMarketingConsentText()
  const checkbox = (name: keyof Props['values'], label: string) => {
    const path = `${prefix}.${name}`
    const error = form.errorFor(path)
    return (
      <div className={`checkbox${error ? ' checkbox--invalid' : ''}`}>
        <input
          id={path}
          type="checkbox"
          checked={values[name]}
          onChange={(e) => form.set(path, e.target.checked)}
          aria-invalid={Boolean(error)}
        />
        <label htmlFor={path}>{label}</label>
        {error && <p className="field-error">{error}</p>}
      </div>
    )
  }
  return (
    <>
      <ul className="document-links">
        {documents?.regulations && (
          <li>
            <a href={documents.regulations.url} target="_blank" rel="noopener noreferrer">
              {t('acceptRegulations.regulationsLink')}
            </a>
          </li>
        )}
        {documents?.privacy_policy && (
          <li>
            <a href={documents.privacy_policy.url} target="_blank" rel="noopener noreferrer">
              {t('acceptRegulations.privacyLink')}
            </a>
          </li>
        )}
      </ul>
      {checkbox('accept_regulations', t('acceptRegulations.acceptRegulations'))}
      {checkbox('accept_privacy_policy', t('acceptRegulations.acceptPrivacy'))}
      {checkbox('accept_marketing_data_process', marketingText)}
    </>
  )
}
