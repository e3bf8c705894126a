import { Button, type ButtonProps } from '@mui/material'
import { useTranslate } from 'react-admin'

/**
 * A button that keeps its words on a phone: react-admin's Button turns into an icon below 600 px,
 * which leaves an empty, invisible button when it has no icon.
 */
export function TextButton({ label, ...props }: Omit<ButtonProps, 'children'> & { label: string }) {
  const translate = useTranslate()
  return (
    <Button size="small" {...props}>
      {translate(label, { _: label })}
    </Button>
  )
}
