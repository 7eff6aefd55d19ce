import { z } from 'zod'
import { idText, optional, timestampText } from './fields'

const algorithmItem = z.looseObject({ tech_name: optional(z.string().trim().min(1)) })

/** An item of the applications list. `is_enabled: null` (documented) means enabled; only `false` is off. */
export const applicationRecord = z
  .looseObject({
    id: idText,
    name: z.string(),
    tech_name: optional(z.string()),
    description: optional(z.string()),
    is_enabled: optional(z.boolean()),
    algorithms_flags: optional(z.record(z.string(), z.unknown())),
    image_type: optional(
      z.looseObject({ tech_name: optional(z.string()), sides: optional(z.array(z.unknown())) }),
    ),
    /** Documented: `algorithms_versions [{id, name, tech_name, html_description}]`, what `enabled_algorithms` names. */
    algorithms_versions: optional(z.array(z.unknown())),
  })
  .transform((a) => ({
    id: a.id,
    name: a.name,
    tech_name: a.tech_name,
    description: a.description,
    is_enabled: a.is_enabled !== false,
    algorithms_flags: a.algorithms_flags,
    image_type_tech_name: a.image_type?.tech_name ?? null,
    /** The tech names of its algorithms, as `attach-to-dataset` takes them; empty when the record does not list them. */
    algorithms: (a.algorithms_versions ?? []).flatMap((raw) => {
      const item = algorithmItem.safeParse(raw)
      return item.success && item.data.tech_name ? [item.data.tech_name] : []
    }),
  }))
export type Application = z.output<typeof applicationRecord>

/**
 * What attaching an application to a dataset answers: a run (`runs/`, the older way) or an attachment
 * (`attach-to-dataset/`). Only the id matters to the app; both are read the same.
 */
export const attachmentRecord = z
  .looseObject({
    id: optional(idText),
    application_id: optional(idText),
    dataset_id: optional(idText),
    algorithms_flags: optional(z.record(z.string(), z.unknown())),
    creation_time: optional(timestampText),
  })
  .transform((r) => ({
    id: r.id,
    application_id: r.application_id,
    dataset_id: r.dataset_id,
    algorithms_flags: r.algorithms_flags,
    creation_time: r.creation_time,
  }))
export type Attachment = z.output<typeof attachmentRecord>
