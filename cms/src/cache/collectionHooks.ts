import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook, GlobalConfig } from 'payload'
import { invalidate, type Topic } from './invalidation'

type Doc = Record<string, unknown> & { id?: unknown }
const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : undefined

/** The one invalidation rule of every read model: which writes make which topic (or which partner's view) stale. */
const RULES: Record<string, Array<{ topic: Topic; key?: (doc: Doc) => string | undefined }>> = {
  partners: [{ topic: 'partner', key: (doc) => idOf(doc.id) }],
  statements: [{ topic: 'partner', key: (doc) => idOf(doc.partner) }],
  'ledger-entries': [{ topic: 'ledger', key: (doc) => idOf(doc.partner) }],
  documents: [{ topic: 'documents' }],
  news: [{ topic: 'content' }],
  pages: [{ topic: 'content' }],
  faq: [{ topic: 'content' }],
  products: [{ topic: 'content' }],
  prizes: [{ topic: 'prizes' }],
  media: [{ topic: 'content' }, { topic: 'prizes' }],
  'ranking-publications': [{ topic: 'ranking' }],
}
const GLOBAL_RULES: Record<string, Topic> = { 'programme-settings': 'settings' }

export function withReadModelInvalidation(collection: CollectionConfig): CollectionConfig {
  const rules = RULES[collection.slug]
  if (!rules) return collection
  const changed = (doc: Doc, req: Parameters<CollectionAfterChangeHook>[0]['req']) =>
    Promise.all(rules.map(({ topic, key }) => invalidate(topic, key?.(doc), req)))
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    await changed(doc as Doc, req)
    // A record moved to another partner makes the old partner's view stale too.
    if (previousDoc) await changed(previousDoc as Doc, req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await changed(doc as Doc, req)
    return doc
  }
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
    },
  }
}

export function withGlobalReadModelInvalidation(global: GlobalConfig): GlobalConfig {
  const topic = GLOBAL_RULES[global.slug]
  if (!topic) return global
  const afterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
    await invalidate(topic, undefined, req)
    return doc
  }
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterChange] } }
}
