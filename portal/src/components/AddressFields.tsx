import { useTranslation } from '../lib/i18n'
import type { FormState } from '../lib/form'
import { Field, SelectField } from './Field'

type Props = {
  form: Pick<FormState, 'text' | 'set' | 'errorFor'>
  prefix: string
  /** The post-code key differs between the registration payloads (postCode) and the account and order ones (post_code). */
  postCodeKey?: 'postCode' | 'post_code'
  /** With provinces, also county and province (a company's or a tradesperson's address). */
  provinces?: Array<{ id: string; name: string }>
  /** The commune too (self-registration asks for it). */
  commune?: boolean
}

/** The one address form: street, building, flat (the only optional part), post code and city, then what the caller asks for. */
export function AddressFields({ form, prefix, postCodeKey = 'post_code', provinces, commune = false }: Props) {
  const { t } = useTranslation()
  const path = (key: string) => `${prefix}.${key}`
  const city = <Field form={form} name={path('city')} label={t('address.city')} autoComplete="address-level2" />
  return (
    <div className="grid">
      <Field form={form} name={path('street')} label={t('address.street')} autoComplete="address-line1" />
      <div className="grid grid--3">
        <Field form={form} name={path('building')} label={t('address.building')} />
        <Field form={form} name={path('local')} label={t('address.local')} optional />
        <Field
          form={form}
          name={path(postCodeKey)}
          label={t('address.postCode')}
          placeholder="00-000"
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </div>
      {commune ? (
        <div className="grid grid--2">
          {city}
          <Field form={form} name={path('commune')} label={t('address.commune')} />
        </div>
      ) : (
        city
      )}
      {provinces && (
        <div className="grid grid--2">
          <Field form={form} name={path('county')} label={t('address.county')} />
          <SelectField
            form={form}
            name={path('province')}
            label={t('address.province')}
            placeholder={t('address.chooseProvince')}
            options={provinces.map((p) => ({ value: p.id, label: p.name }))}
          />
        </div>
      )}
    </div>
  )
}
