import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { SURVEY_COOKIE, SURVEY_COOKIE_DAYS } from '@portal/shared'
import { readCookie, writeCookie } from '../../../lib/cookies'

/** Survey invitation shown until dismissed; closing it sets the SurveyPopup cookie for 360 days. */
export function SurveyPopup({ surveyUrl }: { surveyUrl: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(() => readCookie(SURVEY_COOKIE) === null)
  if (!open) return null
  const close = () => {
    writeCookie(SURVEY_COOKIE, 'true', SURVEY_COOKIE_DAYS)
    setOpen(false)
  }
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="survey-title">
        <h2 id="survey-title">{t('survey.title')}</h2>
        <p>{t('survey.text')}</p>
        <div className="modal__actions">
          <a className="button button--primary" href={surveyUrl} target="_blank" rel="noopener noreferrer" onClick={close}>
            {t('survey.open')}
          </a>
          <button type="button" className="button" onClick={close}>
            {t('survey.close')}
          </button>
        </div>
      </div>
    </div>
  )
}
