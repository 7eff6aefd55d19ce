/**
 * Face Skin Metrics 2.0 records and visits for the tests of the result pickers, the history's series and the
 * compare deltas: one face score per algorithm, a failure, a fixed shuffle and a visit by month.
 */
import type { ResultRecord, Visit } from '../../src-shared/contract'

/** A record of `algorithm` whose face score (`<algorithm>_score`) is `value`. */
export function record(algorithm: string, value: number | string, widget = 'bad_good_line'): ResultRecord {
  return {
    id: `r-${algorithm}-${String(value)}`,
    is_ok: true,
    image_id: 'img',
    algorithm_family_tech_name: `selfie_v2.${algorithm}`,
    result: {
      algorithm_tech_name: algorithm,
      area_results: [
        {
          area_name: 'face',
          main_metric: {
            name: algorithm,
            tech_name: `${algorithm}_score`,
            value,
            widget_type: widget,
            units: null,
          },
          sub_metrics: [],
        },
      ],
    },
  }
}

/** A failed record of `algorithm`, with the service's `error`. */
export function failed(algorithm: string, error: string): ResultRecord {
  return {
    id: `f-${algorithm}`,
    is_ok: false,
    image_id: 'img',
    algorithm_family_tech_name: `selfie_v2.${algorithm}`,
    result: { algorithm_tech_name: algorithm, error, area_results: [] },
  }
}

/** `items` in an order fixed by `seed`. */
export function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items]
  let s = seed
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 9301 + 49297) % 233280
    const j = Math.floor((s / 233280) * (i + 1))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

/** A front photo taken on the 10th of `month` (2025), with `results`. */
export const visit = (month: number, results: ResultRecord[]): Visit => ({
  imageId: `img-${month}`,
  batchId: `b-${month}`,
  side: 'front',
  capturedAt: new Date(Date.UTC(2025, month, 10)).toISOString(),
  results,
})
