import type { Payload } from 'payload'
import { PUZZLE_GROUPS, type PuzzleGroup } from '@portal/shared'
import { demoDestinationPicture, demoPicture, MOTIFS } from './pictures'

const asSystem = { overrideAccess: true } as const

/** Six groups of three choices: each partner's vote in a group reveals that piece of the trip. */
export const DEMO_PUZZLES: Record<PuzzleGroup, string[]> = {
  'puzzle-1': ['Ocean', 'Góry', 'Jezioro'],
  'puzzle-2': ['Tramwaj', 'Rower', 'Łódź'],
  'puzzle-3': ['Latarnia', 'Zamek', 'Wiatrak'],
  'puzzle-4': ['Pastel de nata', 'Pierogi', 'Paella'],
  'puzzle-5': ['Fado', 'Jazz', 'Flamenco'],
  'puzzle-6': ['Azulejos', 'Mozaika', 'Witraż'],
}

export const DEMO_DESTINATION = {
  title: 'Lizbona',
  text: 'Zwycięzców konkursu zabierzemy na cztery dni do Lizbony: tramwaj 28, Belém, zachód słońca nad Tagiem i kolacja przy fado.',
}

const COLOURS = ['#0b4f6c', '#2a7f62', '#8a4f00', '#7a2e5d', '#34495e', '#a23b2a']

const fileName = (label: string) =>
  `puzzle-${label
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')}`
const picture = (payload: Payload, label: string, colour: string) => demoPicture(payload, label, colour, MOTIFS.sun, fileName(label))

export async function seedPuzzle(payload: Payload): Promise<void> {
  if ((await payload.count({ collection: 'puzzles', ...asSystem })).totalDocs > 0) return
  for (const [i, group] of PUZZLE_GROUPS.entries()) {
    for (const name of DEMO_PUZZLES[group]) {
      await payload.create({ collection: 'puzzles', data: { name, group, image: await picture(payload, name, COLOURS[i]!) }, ...asSystem })
    }
  }
  const settings = await payload.findGlobal({ slug: 'programme-settings', depth: 0, ...asSystem })
  await payload.updateGlobal({
    slug: 'programme-settings',
    data: {
      puzzle: {
        ...settings.puzzle,
        destination_title: DEMO_DESTINATION.title,
        destination_text: DEMO_DESTINATION.text,
        destination_image: await demoDestinationPicture(payload),
      },
    },
    ...asSystem,
  })
}
