/** Result records as main passes them to the renderer, for component tests. */
import type { ResultRecord } from '../../src-shared/contract'

/** A Face Skin Metrics 2.0 redness record of `imageId` whose face score is `value`. */
export function rednessRecord(imageId: string, value: number): ResultRecord {
  return {
    id: `r-${imageId}`,
    is_ok: true,
    image_id: imageId,
    algorithm_family_tech_name: 'selfie_v2.redness',
    result: {
      algorithm_tech_name: 'redness',
      area_results: [
        {
          area_name: 'face',
          main_metric: {
            name: 'Redness',
            tech_name: 'redness_score',
            value,
            widget_type: 'bad_good_line',
            units: null,
          },
          sub_metrics: [],
        },
      ],
    },
  }
}
