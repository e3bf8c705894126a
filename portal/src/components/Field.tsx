import type { InputHTMLAttributes, ReactNode } from 'react'
import type { FormState } from '../lib/form'

type FieldProps = {
  form: Pick<FormState, 'text' | 'set' | 'errorFor'>
  name: string
  label: string
  hint?: ReactNode
  optional?: boolean
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange'>

/** A labelled input bound to a form path; shows the server's first message for that path under it. */
export function Field({ form, name, label, hint, optional, ...input }: FieldProps) {
  const id = `field-${name.replace(/\./g, '-')}`
  const error = form.errorFor(name)
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="muted"> (opcjonalnie)</span>}
      </label>
      <input
        id={id}
        name={name}
        value={form.text(name)}
        onChange={(e) => form.set(name, e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={described}
        {...input}
      />
      {hint && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

type SelectProps = {
  form: Pick<FormState, 'text' | 'set' | 'errorFor'>
  name: string
  label: string
  options: Array<{ value: string; label: string }>
  placeholder: string
}

export function SelectField({ form, name, label, options, placeholder }: SelectProps) {
  const id = `field-${name.replace(/\./g, '-')}`
  const error = form.errorFor(name)
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={form.text(name)}
        onChange={(e) => form.set(name, e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
