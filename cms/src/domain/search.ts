/**
 * Text as a search compares it: lower case without diacritics (ł included, which Unicode does not decompose),
 * so "wkretarka" finds "Wkrętarka" and "WKRĘTARKA" alike. Stored beside what is searched and applied to the query.
 */
export function searchKey(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replaceAll('ł', 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
}
