import crypto from 'node:crypto'
import path from 'node:path'
import { DOCUMENT_KINDS } from '@portal/shared'
import type { Access, CollectionConfig } from 'payload'
import { isContentEditor } from '../access/isContentEditor'
import { isStaff } from '../access/roles'
import { DATA_DIR } from '../paths'
import { acceptedDocument, acceptedDocumentUnchanged, keptAsEvidence } from './evidence'

/** Staff see every version; everybody else only published ones (regulations are public documents). */
const readPublishedOrStaff: Access = ({ req }) => (isStaff(req.user) ? true : { published: { equals: true } })

/**
 * Regulations and privacy-policy PDFs with their versions. The current version of a kind is the
 * published one with the latest effective date that has arrived; publishing a newer one makes
 * every partner accept again (acceptance is checked against the current versions).
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Dokument', plural: 'Dokumenty' },
  admin: { useAsTitle: 'title', group: 'Treści', defaultColumns: ['title', 'kind', 'version', 'effective_date', 'published'] },
  access: { read: readPublishedOrStaff, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: {
    beforeOperation: [acceptedDocumentUnchanged],
    beforeChange: [
      // The fingerprint the consent register keeps with each acceptance: what exactly the partner accepted.
      ({ data, req }) => (req.file ? { ...data, sha256: crypto.createHash('sha256').update(req.file.data).digest('hex') } : data),
    ],
    beforeDelete: [keptAsEvidence(acceptedDocument)],
  },
  upload: {
    staticDir: path.join(DATA_DIR, 'uploads', 'documents'),
    mimeTypes: ['application/pdf'],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Tytuł', required: true },
    {
      name: 'kind',
      type: 'select',
      label: 'Rodzaj',
      required: true,
      index: true,
      options: [
        { label: 'Regulamin', value: DOCUMENT_KINDS[0] },
        { label: 'Polityka prywatności', value: DOCUMENT_KINDS[1] },
      ],
    },
    { name: 'version', type: 'text', label: 'Wersja', required: true, admin: { description: 'Np. 20250515 albo 1.0' } },
    { name: 'effective_date', type: 'date', label: 'Obowiązuje od', required: true, index: true },
    { name: 'published', type: 'checkbox', label: 'Opublikowany', defaultValue: false, index: true },
    {
      name: 'sha256',
      type: 'text',
      label: 'SHA-256 pliku',
      admin: { readOnly: true, description: 'Odcisk pliku PDF, zapisywany w rejestrze zgód przy każdej akceptacji.' },
    },
  ],
}
