import { z } from 'zod'
import { MAX_BATCH_SIZE } from '@portal/shared'

const REQUIRED = 'To pole jest wymagane.'

/** What describes a batch, whether its codes are generated here or imported from a printing house's file. */
const batchFields = {
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(120),
  product: z.string().optional(),
  kind: z.enum(['product', 'training']).default('product'),
  training_name: z.string().trim().max(120).optional(),
  training_starts_at: z.iso.date('Podaj datę w formacie RRRR-MM-DD.').optional(),
  training_ends_at: z.iso.date('Podaj datę w formacie RRRR-MM-DD.').optional(),
  points_per_code: z.coerce.number({ error: 'Podaj liczbę punktów.' }).min(0.1, 'Co najmniej 0,1 PKT.').max(10000),
}

type TrainingDescription = { kind: string; training_name?: string; training_starts_at?: string; training_ends_at?: string }

function checkTraining(batch: TrainingDescription, ctx: z.RefinementCtx) {
  if (batch.kind !== 'training') return
  if (!batch.training_name) ctx.addIssue({ code: 'custom', path: ['training_name'], message: 'Podaj nazwę szkolenia.' })
  if (batch.training_starts_at && batch.training_ends_at && batch.training_ends_at < batch.training_starts_at)
    ctx.addIssue({ code: 'custom', path: ['training_ends_at'], message: 'Koniec szkolenia nie może być przed jego początkiem.' })
}

export const newBatchRequest = z
  .object({
    ...batchFields,
    count: z.coerce
      .number({ error: 'Podaj liczbę kodów.' })
      .int('Liczba kodów musi być całkowita.')
      .min(1, 'Co najmniej 1 kod.')
      .max(MAX_BATCH_SIZE, `Najwyżej ${MAX_BATCH_SIZE.toLocaleString('pl-PL')} kodów w jednej partii.`),
  })
  .superRefine(checkTraining)

/** An import sends the batch's description in the query string and the CSV file as the body. */
export const importBatchRequest = z
  .object({ ...batchFields, dry_run: z.enum(['0', '1', 'true', 'false']).optional() })
  .superRefine(checkTraining)

export function batchFromRequest(input: z.infer<typeof importBatchRequest>) {
  return {
    name: input.name,
    productId: input.product,
    kind: input.kind,
    trainingName: input.training_name,
    trainingStartsAt: input.training_starts_at,
    trainingEndsAt: input.training_ends_at,
    pointsPerCode: input.points_per_code,
  }
}
