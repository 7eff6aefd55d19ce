import type { ReportInput, ReportMetric } from '../../src-service/pdf'
import { reportPhoto } from './photos'

type Result = ReportInput['results'][number]

function metric(
  tech_name: string,
  name: string,
  value: number | string,
  units: string | null = null,
): ReportMetric {
  const widget_type = typeof value === 'string' ? 'category' : units ? 'number' : 'bad_good_line'
  return { tech_name, name, value, units, widget_type }
}

const REVISION = '2025.11.3-7f3a9c1'

function ok(algorithm: string, areas: Result['result']['area_results'], family = 'selfie_v2'): Result {
  return {
    algorithm_family_tech_name: `${family}.${algorithm}`,
    is_ok: true,
    result: { algorithm_tech_name: algorithm, revision: REVISION, area_results: areas },
  }
}

function face(main: ReportMetric, subs: ReportMetric[] = []): Result['result']['area_results'][number] {
  return { area_name: 'face', main_metric: main, sub_metrics: subs }
}

/** Every selfie_v2 algorithm of service-gaps.md (scores across all bands), acne application results, one failure. */
export function sampleResults(): Result[] {
  return [
    ok('pores', [
      face(metric('pores_score', 'Pores', 64), [
        metric('pores_number', 'Pores number', 412),
        metric('pores_density', 'Pores density', 38),
      ]),
    ]),
    ok('redness', [
      face(metric('redness_score', 'Redness', 93), [
        metric('redness_local_score', 'Local redness', 88),
        metric('redness_global_score', 'Global redness', 95),
      ]),
      { area_name: 'left_cheek', main_metric: metric('redness_score', 'Redness', 86), sub_metrics: [] },
      { area_name: 'forehead', main_metric: metric('redness_score', 'Redness', 97), sub_metrics: [] },
    ]),
    ok('uniformness', [face(metric('uniformness_score', 'Uniformness', 84))]),
    ok('pigmentation', [
      face(metric('pigmentation_score', 'Pigmentation', 76), [
        metric('number_of_regions', 'Number of regions', 14),
        metric('density_score', 'Density', 71),
      ]),
    ]),
    ok('acne', [
      face(metric('acne_score', 'Acne', 42), [
        metric('number_of_regions', 'Number of regions', 9),
        metric('density_score', 'Density', 45),
        metric('average_intensity_score', 'Average intensity', 38),
      ]),
    ]),
    ok('skin_tone', [face(metric('skintone_class', 'Skin tone', 'Intermediate'))]),
    ok(
      'acne_severity',
      [
        face(metric('acne_class', 'Acne class', 'mild'), [
          metric('papules', 'Papules', 4),
          metric('pustules', 'Pustules', 1),
          metric('acne_inflammation', 'Acne inflammation', 12.5, 'per mille'),
        ]),
      ],
      'acne',
    ),
    ok(
      'hyperpigmentation',
      [face(metric('post_inflammatory_hyperpigmentation', 'Post-acne hyperpigmentation', 3.2, 'per mille'))],
      'acne',
    ),
    ok('wrinkles', [face(metric('wrinkles_score', 'Wrinkles', 21))], 'selfie_v2'),
    {
      algorithm_family_tech_name: 'selfie_v2.eye_bags',
      is_ok: false,
      result: {
        algorithm_tech_name: 'eye_bags',
        revision: REVISION,
        area_results: [],
        error: 'Not full face',
      },
    },
  ]
}

export async function sampleInput(
  locale: string,
  overrides: Partial<ReportInput> = {},
): Promise<ReportInput> {
  return {
    locale,
    companyName: 'Clinique Lumière Dermatology',
    subject: { name: "Zoë O'Brien-Łukasz", birthDate: '1988-04-23', biologicalSex: 'female' },
    capturedAt: '2025-11-21 14:05:09',
    imageId: '6f1c2a7e-3b8d-4e2f-9a51-0c7d8e9f1a2b',
    photo: await reportPhoto(),
    results: sampleResults(),
    ...overrides,
  }
}
