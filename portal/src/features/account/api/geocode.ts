/** Looks the company address up in a Nominatim-compatible geocoder; the first result's point, or null. */
export async function geocode(geocoderUrl: string, address: string): Promise<{ lat: number; lng: number } | null> {
  const url = new URL(geocoderUrl)
  url.searchParams.set('format', 'json')
  url.searchParams.set('limit', '1')
  url.searchParams.set('countrycodes', 'pl')
  url.searchParams.set('q', address)
  const response = await fetch(url, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`)
  const results = (await response.json()) as Array<{ lat: string; lon: string }>
  const first = results[0]
  return first ? { lat: Number(first.lat), lng: Number(first.lon) } : null
}
