import { type FormEvent, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { paths, type SelfRegistrationRequest, selfRegistrationRequest, TAX_DECLARATIONS, LANGUAGE_NAMES } from '@portal/shared'
import { AddressFields } from '../../../components/AddressFields'
import { ConsentFields } from '../../../components/ConsentFields'
import { Field, SelectField } from '../../../components/Field'
import { ApiError } from '../../../lib/api-client'
import { useForm } from '../../../lib/form'
import { notify } from '../../../lib/notifications/store'
import { usePageData } from '../../../lib/page-data'
import { useProvinces } from '../../../lib/provinces'
import { useRegister } from '../api/selfRegistration'

const emptyAddress = { street: '', building: '', local: '', postCode: '', city: '', commune: '', county: '', province: '' }

/** Self-registration of a tradesperson (points scheme): the form of spec §3, then an e-mail with the confirmation link. */
export function SelfRegistrationPage() {
  const { t } = useTranslation()
  const { data: pageData } = usePageData()
  const provinces = useProvinces().data ?? []
  const register = useRegister()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    firstName: '',
    lastName: '',
    emailAddress: '',
    phone: '',
    residenceAddress: { ...emptyAddress },
    correspondenceSameAsResidence: true,
    correspondenceAddress: { ...emptyAddress },
    taxDeclaration: 'A',
    taxIdentifier: '',
    taxOfficeId: '',
    birthDate: { day: '', month: '', year: '' },
    companyName: '',
    companyTaxIdentifier: '',
    agreements: { accept_regulations: false, accept_privacy_policy: false, accept_marketing_data_process: false },
    couponCode: '',
    preferredLanguage: 'pl',
  })
  const values = form.values

  if (sentTo) {
    return (
      <section className="card card--narrow">
        <h1>{t('selfRegistration.sentTitle')}</h1>
        <p className="lead">{t('selfRegistration.sentText', { email: sentTo })}</p>
        <Link className="button" to={paths.home}>
          {t('registration.goToLogin')}
        </Link>
      </section>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!form.validate(selfRegistrationRequest)) return notify('warning', t('registration.errorTitle'), t('registration.fixErrors'))
    register.mutate(values as unknown as SelfRegistrationRequest, {
      onSuccess: (response) => {
        if (response.promotion_points > 0) notify('success', t('selfRegistration.promotionTitle'), 'selfRegistration.promotionAdded')
        setSentTo(values.emailAddress)
      },
      onError: (error) => {
        if (form.takeFrom(error)) notify('warning', t('registration.errorTitle'), t('registration.fixErrors'))
        else notify('error', t('registration.errorTitle'), error instanceof ApiError ? error.message : t('selfRegistration.failed'))
      },
    })
  }

  const checkbox = (path: string, label: string, checked: boolean) => {
    const error = form.errorFor(path)
    return (
      <div className={`checkbox${error ? ' checkbox--invalid' : ''}`}>
        <input
          id={path}
          type="checkbox"
          checked={checked}
          onChange={(e) => form.set(path, e.target.checked)}
          aria-invalid={Boolean(error)}
        />
        <label htmlFor={path}>{label}</label>
        {error && <p className="field-error">{error}</p>}
      </div>
    )
  }
  const birthError = form.errorFor('birthDate')

  return (
    <section className="card">
      <h1>{t('selfRegistration.title')}</h1>
      <p className="lead">{t('selfRegistration.lead')}</p>
      <form onSubmit={submit} noValidate className="form">
        <fieldset>
          <legend>{t('account.personal')}</legend>
          <div className="grid grid--2">
            <Field form={form} name="firstName" label={t('account.firstName')} autoComplete="given-name" />
            <Field form={form} name="lastName" label={t('account.lastName')} autoComplete="family-name" />
          </div>
          <div className="grid grid--2">
            <Field form={form} name="emailAddress" type="email" label={t('account.email')} autoComplete="email" />
            <Field
              form={form}
              name="phone"
              label={t('account.phone')}
              hint={t('account.phoneHint')}
              inputMode="tel"
              autoComplete="tel-national"
            />
          </div>
          <div className={`field${birthError ? ' field--invalid' : ''}`} role="group" aria-labelledby="birth-date-label">
            <span id="birth-date-label" className="field-label">
              {t('selfRegistration.birthDate')}
            </span>
            <div className="grid grid--3 grid--always">
              <Field form={form} name="birthDate.day" label={t('selfRegistration.day')} inputMode="numeric" maxLength={2} />
              <Field form={form} name="birthDate.month" label={t('selfRegistration.month')} inputMode="numeric" maxLength={2} />
              <Field form={form} name="birthDate.year" label={t('selfRegistration.year')} inputMode="numeric" maxLength={4} />
            </div>
            {birthError && <p className="field-error">{birthError}</p>}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('account.residenceAddress')}</legend>
          <AddressFields postCodeKey="postCode" commune form={form} prefix="residenceAddress" provinces={provinces} />
        </fieldset>
        <fieldset>
          <legend>{t('selfRegistration.correspondence')}</legend>
          <p className="field-hint">{t('selfRegistration.correspondenceHint')}</p>
          {checkbox('correspondenceSameAsResidence', t('selfRegistration.sameAsResidence'), values.correspondenceSameAsResidence)}
          {!values.correspondenceSameAsResidence && (
            <AddressFields postCodeKey="postCode" commune form={form} prefix="correspondenceAddress" provinces={provinces} />
          )}
        </fieldset>
        <fieldset>
          <legend>{t('selfRegistration.taxTitle')}</legend>
          <div role="radiogroup" aria-label={t('selfRegistration.taxTitle')} className="radios">
            {TAX_DECLARATIONS.map((option) => (
              <label key={option} className="radio">
                <input
                  type="radio"
                  name="taxDeclaration"
                  value={option}
                  checked={values.taxDeclaration === option}
                  onChange={() => form.set('taxDeclaration', option)}
                />
                {t(`selfRegistration.tax${option}`)}
              </label>
            ))}
          </div>
          {values.taxDeclaration === 'A' ? (
            <div className="grid grid--2">
              <Field form={form} name="taxIdentifier" label={t('selfRegistration.pesel')} inputMode="numeric" maxLength={11} />
              <Field
                form={form}
                name="taxOfficeId"
                label={t('selfRegistration.taxOffice')}
                hint={t('selfRegistration.taxOfficeHint')}
                inputMode="numeric"
                maxLength={4}
              />
            </div>
          ) : (
            <div className="grid grid--2">
              <Field form={form} name="companyName" label={t('account.companyName')} />
              <Field form={form} name="companyTaxIdentifier" label={t('account.nip')} inputMode="numeric" />
            </div>
          )}
        </fieldset>
        <fieldset>
          <legend>{t('selfRegistration.more')}</legend>
          <div className="grid grid--2">
            <Field form={form} name="couponCode" label={t('selfRegistration.coupon')} hint={t('selfRegistration.couponHint')} optional />
            <SelectField
              form={form}
              name="preferredLanguage"
              label={t('selfRegistration.language')}
              placeholder={t('selfRegistration.chooseLanguage')}
              options={Object.entries(LANGUAGE_NAMES).map(([value, label]) => ({ value, label }))}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('registration.consents')}</legend>
          <ConsentFields form={form} prefix="agreements" values={values.agreements} documents={pageData?.documents} />
        </fieldset>
        <button type="submit" className="button button--primary" disabled={register.isPending}>
          {t('registration.submit')}
        </button>
      </form>
    </section>
  )
}
