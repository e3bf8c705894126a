import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'
import { isOperationsStaff } from '../access/isOperationsStaff'

/** A message sent through the contact form: stored, e-mailed to the department, answered from the back office. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Wiadomość', plural: 'Wiadomości z formularza' },
  admin: { useAsTitle: 'subject', group: 'Obsługa', defaultColumns: ['subject', 'email', 'status', 'createdAt'] },
  access: { read: isOperationsStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'subject', type: 'text', required: true, label: 'Temat' },
    { name: 'body', type: 'textarea', required: true, label: 'Treść' },
    { name: 'email', type: 'email', required: true, label: 'E-mail' },
    { name: 'phone', type: 'text', label: 'Telefon' },
    { name: 'partner', type: 'relationship', relationTo: 'partners', label: 'Partner' },
    { name: 'department_email', type: 'email', label: 'Wysłano do' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { label: 'Nowa', value: 'new' },
        { label: 'Odpowiedziano', value: 'answered' },
      ],
    },
    { name: 'answered_at', type: 'date' },
    { name: 'answered_by', type: 'relationship', relationTo: 'staff' },
    {
      // The thread under the message: what was answered, by whom, when (each reply as sent, never edited).
      name: 'replies',
      type: 'array',
      label: 'Odpowiedzi',
      fields: [
        { name: 'body', type: 'textarea', required: true, label: 'Treść odpowiedzi' },
        { name: 'staff_email', type: 'email', required: true, label: 'Odpowiedział(a)' },
        { name: 'sent_at', type: 'date', required: true, label: 'Wysłano' },
      ],
    },
    { name: 'ip', type: 'text' },
  ],
}
