import { useMemo, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { useFaq } from '../api/content'

// ł has no decomposition, so it is mapped by hand; the other Polish letters lose their diacritics.
const normalize = (value: string) =>
  value
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')

/** FAQ grouped by category, searchable in questions and answers (Polish letters optional when typing). */
export function FaqPage() {
  const { t } = useTranslation()
  const faq = useFaq()
  const [query, setQuery] = useState('')
  const groups = useMemo(() => {
    const needle = normalize(query.trim())
    const matching = (faq.data ?? []).filter((item) => !needle || normalize(`${item.question} ${item.answer}`).includes(needle))
    const byCategory = new Map<string, typeof matching>()
    for (const item of matching) byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item])
    return [...byCategory]
  }, [faq.data, query])

  return (
    <section className="card">
      <h1>{t('nav.faq')}</h1>
      <div className="field">
        <label htmlFor="faq-search">{t('content.faqSearch')}</label>
        <input
          id="faq-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('content.faqSearchPlaceholder')}
        />
      </div>
      {faq.isPending && <p className="loading">{t('common.loading')}</p>}
      {faq.data && groups.length === 0 && <p>{t('content.faqNothing')}</p>}
      {groups.map(([category, items]) => (
        <section key={category} className="faq-group" aria-labelledby={`faq-${category}`}>
          <h2 id={`faq-${category}`}>{category}</h2>
          {items.map((item) => (
            <details key={item.id} className="faq-item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      ))}
    </section>
  )
}
