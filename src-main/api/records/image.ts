import { z } from 'zod'
import { sideOfId, type ImageSide } from '../sides'
import { dictionaryItem, idText, intLike, numberLike, optional, timestampText } from './fields'

function sideOfTechName(text: string | null | undefined): ImageSide | null {
  const name = text?.trim().toLowerCase()
  return name === 'front' || name === 'right' || name === 'left' ? name : null
}

function sideOfNumber(value: string | null | undefined): ImageSide | null {
  return value === null || value === undefined || !/^\d+$/.test(value) ? null : sideOfId(Number(value))
}

/**
 * An image. The local service sends `side_id`, `light_id` and `side_tech_name`; the documented records
 * `side {id, name, tech_name}`, `light {}`, `image_type {}` and the `*_name`/`*_tech_name` fields, without
 * `side_id`. The side is `side_id ?? side.id ?? side_tech_name` (null when none of them names a known side).
 */
export const imageRecord = z
  .looseObject({
    id: idText,
    name: optional(z.string()),
    side_id: optional(z.union([intLike, z.string()])),
    side: optional(dictionaryItem),
    side_tech_name: optional(z.string()),
    light_id: optional(intLike),
    light: optional(dictionaryItem),
    creation_time: optional(timestampText),
    batch_id: optional(idText),
    subject_id: optional(idText),
    dataset_id: optional(idText),
    width: optional(numberLike),
    height: optional(numberLike),
    urls: optional(z.looseObject({ original: optional(z.string()) })),
  })
  .transform((i) => ({
    id: i.id,
    name: i.name,
    side:
      (typeof i.side_id === 'number' ? sideOfId(i.side_id) : sideOfTechName(i.side_id)) ??
      sideOfNumber(i.side?.id) ??
      sideOfTechName(i.side_tech_name) ??
      sideOfTechName(i.side?.tech_name),
    light_id: i.light_id ?? (i.light?.id && /^\d+$/.test(i.light.id) ? Number(i.light.id) : null),
    creation_time: i.creation_time,
    batch_id: i.batch_id,
    subject_id: i.subject_id,
    dataset_id: i.dataset_id,
    width: i.width,
    height: i.height,
    /** Where the bytes are: the service itself, or a storage host (fetched without the service's key). */
    original_url: i.urls?.original ?? null,
  }))
export type Image = z.output<typeof imageRecord>
