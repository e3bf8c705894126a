import { useState } from 'react'
import { AutocompleteInput, email, required, useGetList } from 'react-admin'

type Partner = { id: string; email: string; first_name: string; last_name: string; company: string | null }

const describe = (partner: Partner) =>
  `${partner.first_name} ${partner.last_name} · ${partner.email}${partner.company ? ` · ${partner.company}` : ''}`

/**
 * The partner to correct, found by name, e-mail or phone as staff type (the server's search, 20 at a time); the
 * form keeps the e-mail, which the correction names.
 */
export function PartnerPicker() {
  const [q, setQ] = useState('')
  const { data = [], isPending } = useGetList<Partner>('partners', {
    filter: q.trim().length >= 2 ? { q: q.trim() } : {},
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'email', order: 'ASC' },
  })
  return (
    <AutocompleteInput
      source="partner_email"
      label="resources.ledger-adjustments.fields.partner_pick"
      choices={data}
      optionValue="email"
      optionText={describe}
      isPending={isPending}
      // Only typing searches: picking an option puts its description in the box, which must not become the search.
      onInputChange={(_event, value, reason) => reason === 'input' && setQ(value)}
      filterToQuery={() => ({})}
      validate={[required(), email()]}
      fullWidth
    />
  )
}
