export type AddressParts = {
  street?: string | null
  building?: string | null
  local?: string | null
  post_code?: string | null
  city?: string | null
}

const joined = (separator: string, parts: Array<string | null | undefined>) => parts.filter(Boolean).join(separator)

/**
 * An address on one line, as staff and partners read it: "Polna 3/5, 05-500 Piaseczno", with any further parts
 * (a recipient's name first, a province last) in the same list; empty parts are left out.
 */
export function addressLine(
  address: AddressParts | null | undefined,
  { before, after }: { before?: string | null; after?: string | null } = {},
): string {
  if (!address) return ''
  return joined(', ', [
    before,
    joined(' ', [address.street, joined('/', [address.building, address.local])]),
    joined(' ', [address.post_code, address.city]),
    after,
  ])
}
