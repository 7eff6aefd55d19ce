import { z } from 'zod'

export const biologicalSexes = ['male', 'female', 'other'] as const

const maxMetaBytes = 64 * 1024
const earliestBirthDate = '1900-01-01'

function checkBirthDate(value: string, ctx: z.RefinementCtx): void {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null
  if (!date || date.toISOString().slice(0, 10) !== value) {
    ctx.addIssue({ code: 'custom', message: 'Date has wrong format. Use YYYY-MM-DD.' })
  } else if (value > new Date().toISOString().slice(0, 10)) {
    ctx.addIssue({ code: 'custom', message: 'Birth date cannot be in the future.' })
  } else if (value < earliestBirthDate) {
    ctx.addIssue({ code: 'custom', message: `Birth date cannot be before ${earliestBirthDate}.` })
  }
}

function checkMetaSize(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  let size: number
  try {
    size = Buffer.byteLength(JSON.stringify(value))
  } catch {
    size = Infinity
  }
  if (size > maxMetaBytes)
    ctx.addIssue({ code: 'custom', message: `meta must be at most ${maxMetaBytes} bytes of JSON.` })
}

const name = z.string().trim().min(1).max(512)
const birthDate = z.string().superRefine(checkBirthDate).nullable()
const biologicalSex = z.enum(biologicalSexes).nullable()
const meta = z.record(z.string(), z.unknown()).superRefine(checkMetaSize).nullable()

export const createSubjectBody = z.object({
  name,
  birth_date: birthDate.optional(),
  biological_sex: biologicalSex.optional(),
  meta: meta.optional(),
})

export const patchSubjectBody = z.object({
  name: name.optional(),
  birth_date: birthDate.optional(),
  biological_sex: biologicalSex.optional(),
  meta: meta.optional(),
})
