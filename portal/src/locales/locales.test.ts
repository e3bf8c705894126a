import { describe, expect, it } from 'vitest'
import en from './en.json'
import pl from './pl.json'

type Tree = { [key: string]: string | Tree }
const texts = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : texts(value, `${prefix}${key}.`)))
// Plural forms differ by language (Polish one/few/many, English one/other): a key counts once whatever its forms.
const stems = (tree: Tree) => [...new Set(texts(tree).map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort()

describe('portal translations', () => {
  it('Polish and English have the same keys, so neither language needs the other as a fallback', () => {
    expect(stems(en)).toEqual(stems(pl))
  })

  it('no text is empty', () => {
    for (const tree of [pl, en]) expect(texts(tree).filter(([, text]) => text.trim() === '')).toEqual([])
  })
})
