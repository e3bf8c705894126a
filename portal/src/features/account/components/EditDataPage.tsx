import { type FormEvent, useEffect } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { type AccountRequest, accountRequest, formatPhone } from '@portal/shared'
import { AddressFields } from '../../../components/AddressFields'
import { Field } from '../../../components/Field'
import { useForm } from '../../../lib/form'
import { notify } from '../../../lib/notifications/store'
import { usePageData } from '../../../lib/page-data'
import { useProvinces } from '../../../lib/provinces'
import { useAccount } from '../../../lib/account'
import { storeLocation, useSaveAccount } from '../api/account'
import { geocode } from '../api/geocode'

const emptyAddress = { street: '', building: '', local: '', post_code: '', city: '' }

/** /account/edit-data: personal data, residence, company and company address; e-mail, SAP and group read-only. */
export function EditDataPage() {
  const { t } = useTranslation()
  const account = useAccount()
  const provinces = useProvinces()
  const { data: pageData } = usePageData()
  const save = useSaveAccount()
  const form = useForm({
    user: { first_name: '', last_name: '', phone: '' },
    residenceAddress: { ...emptyAddress },
    company: { name: '', tax_identifier: '', regon: '' },
    companyAddress: { ...emptyAddress, county: '', province: '' },
  })
  const { setValues } = form
  const data = account.data

  useEffect(() => {
    if (!data) return
    const pick = ({ street, building, local, post_code, city }: typeof emptyAddress) => ({ street, building, local, post_code, city })
    setValues({
      user: {
        first_name: data.user.first_name,
        last_name: data.user.last_name,
        phone: data.user.phone ? formatPhone(data.user.phone) : '',
      },
      residenceAddress: pick(data.residence_address),
      company: { name: data.company?.name ?? '', tax_identifier: data.company?.tax_identifier ?? '', regon: data.company?.regon ?? '' },
      companyAddress: data.company_address
        ? { ...pick(data.company_address), county: data.company_address.county, province: data.company_address.province ?? '' }
        : { ...emptyAddress, county: '', province: '' },
    })
  }, [data, setValues])

  useEffect(() => {
    if (account.isError) notify('error', t('account.editData.errorTitle'), t('account.editData.failedLoadData'))
  }, [account.isError, t])

  if (account.isPending) return <p className="loading">{t('common.loading')}</p>
  if (!data) return null
  const hasCompany = Boolean(data.company)

  const locateCompany = async (address: string) => {
    const geocoderUrl = pageData?.geocoder_url
    if (!geocoderUrl) return
    const point = await geocode(geocoderUrl, address).catch(() => undefined)
    if (point === undefined) return notify('error', t('account.geo.title'), t('account.geo.fetchError'))
    if (!point) return notify('warning', t('account.geo.title'), t('account.geo.fetchError'))
    try {
      await storeLocation(point)
      notify('success', t('account.geo.title'), 'account.geo.saved')
    } catch {
      notify('error', t('account.geo.title'), t('account.geo.saveError'))
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { company, companyAddress, ...personal } = form.values
    const body: AccountRequest = hasCompany ? { ...personal, company, companyAddress } : personal
    if (!form.validate(accountRequest, body)) return notify('warning', t('account.editData.errorTitle'), t('account.editData.failedInfo'))
    save.mutate(body, {
      onSuccess: () => {
        notify('success', t('acceptRegulations.savedTitle'), 'account.editData.successInfo')
        if (hasCompany) {
          const a = companyAddress
          void locateCompany(`${a.street} ${a.building}, ${a.post_code} ${a.city}, Polska`)
        }
      },
      onError: (error) => {
        form.takeFrom(error)
        notify('error', t('account.editData.errorTitle'), t('account.editData.failedInfo'))
      },
    })
  }

  return (
    <section className="card">
      <h1>{t('account.editData.title')}</h1>
      <form onSubmit={submit} noValidate className="form">
        <fieldset>
          <legend>{t('account.personal')}</legend>
          <div className="grid grid--2">
            <Field form={form} name="user.first_name" label={t('account.firstName')} autoComplete="given-name" />
            <Field form={form} name="user.last_name" label={t('account.lastName')} autoComplete="family-name" />
          </div>
          <div className="grid grid--2">
            <div className="field">
              <label htmlFor="account-email">{t('account.email')}</label>
              <input id="account-email" value={data.user.email} readOnly aria-readonly="true" />
            </div>
            <Field
              form={form}
              name="user.phone"
              label={t('account.phone')}
              hint={t('account.phoneHint')}
              inputMode="tel"
              autoComplete="tel-national"
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('account.residenceAddress')}</legend>
          <AddressFields form={form} prefix="residenceAddress" />
        </fieldset>
        {hasCompany && (
          <>
            <fieldset>
              <legend>{t('account.company')}</legend>
              <div className="grid grid--2">
                <Field form={form} name="company.name" label={t('account.companyName')} autoComplete="organization" />
                <Field form={form} name="company.tax_identifier" label={t('account.nip')} inputMode="numeric" />
              </div>
              <div className="grid grid--3">
                <Field form={form} name="company.regon" label={t('account.regon')} inputMode="numeric" optional />
                <div className="field">
                  <label htmlFor="account-sap">{t('account.sap')}</label>
                  <input id="account-sap" value={data.company?.sap ?? ''} readOnly aria-readonly="true" />
                </div>
                <div className="field">
                  <label htmlFor="account-group">{t('account.group')}</label>
                  <input id="account-group" value={data.company?.potential_group ?? ''} readOnly aria-readonly="true" />
                </div>
              </div>
            </fieldset>
            <fieldset>
              <legend>{t('account.companyAddress')}</legend>
              <AddressFields form={form} prefix="companyAddress" provinces={provinces.data ?? []} />
            </fieldset>
          </>
        )}
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('account.save')}
        </button>
      </form>
    </section>
  )
}
