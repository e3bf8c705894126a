import { useSyncExternalStore } from 'react'
import { TOAST_MAX_VISIBLE, TOAST_TIMEOUT_MS } from '@portal/shared'

export const TOAST_GROUPS = ['error', 'generic', 'success', 'warning'] as const
export type ToastGroup = (typeof TOAST_GROUPS)[number]
export type Toast = { id: number; group: ToastGroup; title: string; text: string; timeout: number }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: Toast[]) {
  toasts = next
  listeners.forEach((listener) => listener())
}

export function dismiss(id: number): void {
  emit(toasts.filter((toast) => toast.id !== id))
}

/** Shows a toast (spec §2/§9): 3000 ms unless told otherwise, at most 10 at once (the oldest goes first). */
export function notify(group: ToastGroup, title: string, text: string, timeout = TOAST_TIMEOUT_MS): number {
  const toast: Toast = { id: nextId++, group, title, text, timeout }
  emit([...toasts, toast].slice(-TOAST_MAX_VISIBLE))
  if (timeout > 0) setTimeout(() => dismiss(toast.id), timeout)
  return toast.id
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, () => toasts)
}
