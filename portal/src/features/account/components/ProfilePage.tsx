import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { downloads, formatPhone, LANGUAGE_NAMES, paths } from '@portal/shared'
import { notify } from '../../../lib/notifications/store'
import { useAccount } from '../../../lib/account'
import { useChangeMarketingConsent, useStatement } from '../api/account'
import { formatDay } from '../../../lib/format'

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="data-row">
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  )
}

/** /profile: read-only data, links to the edit screens, the consent panel and "download my data". */
export function ProfilePage() {
  const { t } = useTranslation()
  const account = useAccount()
  const statement = useStatement()
  const consent = useChangeMarketingConsent()

  if (account.isPending) return <p className="loading">{t('common.loading')}</p>
  if (account.isError)
    return (
      <p className="alert" role="alert">
        {t('account.editData.failedLoadData')}
      </p>
    )
  const { user, company, company_address, residence_address, correspondenceAddress, points_programme: points } = account.data
  const marketing = statement.data?.item?.accept_marketing_data_process ?? false

  const toggleMarketing = () =>
    consent.mutate(!marketing, {
      onSuccess: () =>
        notify('success', t('acceptRegulations.savedTitle'), marketing ? 'account.consents.withdrawn' : 'account.consents.given'),
      onError: () => notify('error', t('acceptRegulations.errorTitle'), t('acceptRegulations.errorText')),
    })

  return (
    <div className="stack">
      <section className="card">
        <div className="card__header">
          <h1>{t('account.profileTitle')}</h1>
          <div className="actions">
            <Link className="button" to={paths.editData}>
              {t('account.editDataLink')}
            </Link>
            <Link className="button" to={paths.editAuthorization}>
              {t('account.editAuthorizationLink')}
            </Link>
          </div>
        </div>
        <h2>{t('account.personal')}</h2>
        <dl className="data">
          <Row label={t('account.fullName')} value={user.full_name} />
          <Row label={t('account.email')} value={user.email} />
          <Row label={t('account.phone')} value={user.phone ? formatPhone(user.phone) : null} />
          <Row label={t('account.login')} value={user.name} />
          <Row label={t('account.residenceAddress')} value={residence_address.full_address} />
          <Row label={t('account.correspondenceAddress')} value={correspondenceAddress.full_address} />
        </dl>
        {points && (
          <>
            <h2>{t('selfRegistration.taxTitle')}</h2>
            <dl className="data">
              <Row
                label={t('account.taxDeclaration')}
                value={points.tax_declaration && t(`selfRegistration.tax${points.tax_declaration}`)}
              />
              {points.pesel && <Row label={t('selfRegistration.pesel')} value={points.pesel} />}
              {points.tax_office && <Row label={t('selfRegistration.taxOffice')} value={points.tax_office} />}
              {points.company_name && <Row label={t('account.companyName')} value={points.company_name} />}
              {points.company_tax_identifier && <Row label={t('account.nip')} value={points.company_tax_identifier} />}
              <Row label={t('selfRegistration.birthDate')} value={points.birth_date && formatDay(points.birth_date)} />
              <Row label={t('selfRegistration.language')} value={LANGUAGE_NAMES[points.preferred_language]} />
            </dl>
          </>
        )}
        {company && (
          <>
            <h2>{t('account.company')}</h2>
            <dl className="data">
              <Row label={t('account.companyName')} value={company.name} />
              <Row label={t('account.nip')} value={company.tax_identifier} />
              <Row label={t('account.regon')} value={company.regon} />
              <Row label={t('account.sap')} value={company.sap} />
              <Row label={t('account.group')} value={company.potential_group} />
              <Row
                label={t('account.companyAddress')}
                value={
                  company_address
                    ? `${company_address.full_address}${company_address.province_name ? `, ${t('account.province', { name: company_address.province_name })}` : ''}`
                    : null
                }
              />
            </dl>
          </>
        )}
      </section>
      <section className="card" aria-labelledby="consents-title">
        <h2 id="consents-title">{t('account.consents.title')}</h2>
        {statement.isError && (
          <p className="alert" role="alert">
            {t('account.consents.loadError')}
          </p>
        )}
        {statement.data?.item && (
          <dl className="data">
            <Row
              label={t('acceptRegulations.regulationsLink')}
              value={t('account.consents.acceptedVersion', { version: statement.data.item.regulations_version })}
            />
            <Row
              label={t('acceptRegulations.privacyLink')}
              value={t('account.consents.acceptedVersion', { version: statement.data.item.privacy_policy_version })}
            />
            <Row label={t('account.consents.marketing')} value={t(marketing ? 'account.consents.on' : 'account.consents.off')} />
          </dl>
        )}
        <button type="button" className="button" onClick={toggleMarketing} disabled={consent.isPending || !statement.data}>
          {t(marketing ? 'account.consents.withdraw' : 'account.consents.give')}
        </button>
      </section>
      <section className="card">
        <h2>{t('account.export.title')}</h2>
        <p>{t('account.export.text')}</p>
        <a className="button" href={downloads.accountExport} download>
          {t('account.export.button')}
        </a>
      </section>
    </div>
  )
}
