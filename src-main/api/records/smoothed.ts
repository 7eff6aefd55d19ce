import { z } from 'zod'
import { intLike, numberLike, optional } from './fields'

/** One smoothed face main metric (spec 4.3); `value` may come as a numeric string. */
export const smoothedMetricRecord = z
  .looseObject({
    algorithm_family_tech_name: optional(z.string()),
    algorithm_tech_name: optional(z.string()),
    tech_name: z.string(),
    name: optional(z.string()),
    area_name: optional(z.string()),
    value: numberLike,
    raw_value: optional(numberLike),
    smoothing_method: optional(z.string()),
    samples: optional(intLike.pipe(z.number().nonnegative())),
  })
  .transform((m) => ({ ...m }))
export type SmoothedMetric = z.output<typeof smoothedMetricRecord>
