import { z } from 'zod'
import { dictionaryItem, idText, optional, timestampText } from './fields'

/** An application attached to a dataset, as far as a dataset record tells it. */
const connectedApplication = z.looseObject({
  id: optional(idText),
  application_id: optional(idText),
  tech_name: optional(z.string()),
  application_tech_name: optional(z.string()),
  name: optional(z.string()),
  application: optional(z.looseObject({ id: optional(idText), tech_name: optional(z.string()) })),
})

/**
 * A dataset (spec 2.1). The local service sends `image_type_name`; the documented one also an `image_type {}`
 * and `connected_applications` (the applications attached to it), which is null when the service does not say.
 */
export const datasetRecord = z
  .looseObject({
    id: idText,
    name: z.string(),
    company_id: optional(idText),
    image_type_name: optional(z.string()),
    image_type_tech_name: optional(z.string()),
    image_type: optional(dictionaryItem),
    connected_applications: optional(z.array(z.unknown())),
    creation_time: optional(timestampText),
  })
  .transform((d) => ({
    id: d.id,
    name: d.name,
    company_id: d.company_id,
    image_type_name: d.image_type_name ?? d.image_type?.name ?? null,
    image_type_tech_name: d.image_type_tech_name ?? d.image_type?.tech_name ?? null,
    /** Ids and tech names of the attached applications; null when the record does not list them. */
    connected_applications:
      d.connected_applications === null
        ? null
        : d.connected_applications.flatMap((raw) => {
            if (typeof raw === 'string') return [raw]
            const parsed = connectedApplication.safeParse(raw)
            if (!parsed.success) return []
            const a = parsed.data
            return [
              a.application_id,
              a.application?.id,
              a.tech_name,
              a.application_tech_name,
              a.application?.tech_name,
              a.id,
            ].filter((key): key is string => key !== null && key !== undefined)
          }),
    creation_time: d.creation_time,
  }))
export type Dataset = z.output<typeof datasetRecord>
