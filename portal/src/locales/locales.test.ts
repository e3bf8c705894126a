import { describe, expect, it } from 'vitest'
import enScreens from './en/screens.json'
import enShell from './en/shell.json'
import plScreens from './pl/screens.json'
import plShell from './pl/shell.json'

type Tree = { [key: string]: string | Tree }
const texts = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : texts(value, `${prefix}${key}.`)))
// Plural forms differ by language (Polish one/few/many, English one/other): a key counts once whatever its forms.
const stems = (tree: Tree) => [...new Set(texts(tree).map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort()

/** A language's texts as i18next holds them once the screens' part is added to the shell's (a deep merge). */
const merged = (shell: Tree, screens: Tree): Tree =>
  Object.fromEntries(
    [...new Set([...Object.keys(shell), ...Object.keys(screens)])].map((key) => {
      const [a, b] = [shell[key], screens[key]]
      return [key, typeof a === 'object' && typeof b === 'object' ? merged(a, b) : (b ?? a)!]
    }),
  )
const pl = merged(plShell, plScreens)
const en = merged(enShell, enScreens)

describe('portal translations', () => {
  it('keep each text in one part: the shell (first download) or the screens', () => {
    for (const [shell, screens] of [
      [plShell, plScreens],
      [enShell, enScreens],
    ] as const) {
      const shellKeys = new Set(texts(shell).map(([key]) => key))
      expect(texts(screens).filter(([key]) => shellKeys.has(key))).toEqual([])
    }
  })

  it('Polish and English have the same keys, so neither language needs the other as a fallback', () => {
    expect(stems(en)).toEqual(stems(pl))
  })

  it('no text is empty', () => {
    for (const tree of [pl, en]) expect(texts(tree).filter(([, text]) => text.trim() === '')).toEqual([])
  })
})
