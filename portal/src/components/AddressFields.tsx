import type { FormState } from '../lib/form'
import { Field, SelectField } from './Field'

type Props = {
  form: Pick<FormState, 'text' | 'set' | 'errorFor'>
  prefix: string
  /** The post-code key differs between the registration payload (postCode) and the account payload (post_code). */
  postCodeKey?: 'postCode' | 'post_code'
  provinces?: Array<{ id: string; name: string }>
}

/** Street, building, flat (the only optional part), post code and city; with provinces also county and province. */
export function AddressFields({ form, prefix, postCodeKey = 'post_code', provinces }: Props) {
  const path = (key: string) => `${prefix}.${key}`
  return (
    <div className="grid">
      <Field form={form} name={path('street')} label="Ulica" autoComplete="address-line1" />
      <div className="grid grid--3">
        <Field form={form} name={path('building')} label="Nr budynku" />
        <Field form={form} name={path('local')} label="Nr lokalu" optional />
        <Field
          form={form}
          name={path(postCodeKey)}
          label="Kod pocztowy"
          placeholder="00-000"
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </div>
      <Field form={form} name={path('city')} label="Miejscowość" autoComplete="address-level2" />
      {provinces && (
        <div className="grid grid--2">
          <Field form={form} name={path('county')} label="Powiat" />
          <SelectField
            form={form}
            name={path('province')}
            label="Województwo"
            placeholder="Wybierz województwo"
            options={provinces.map((p) => ({ value: p.id, label: p.name }))}
          />
        </div>
      )}
    </div>
  )
}
