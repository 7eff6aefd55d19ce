import { sides, type SideTechName } from '../images/sides'

/** Face Skin Metrics 2.0: runs on every dataset (an implicit run) and on datasets with an explicit run. */
export const SKIN_METRICS_APPLICATION_ID = '3f0e8c52-6a71-4c8e-9d1b-5b2a7f4e9c10'
/** The acne application (private beta): listed and runnable only where the operator enabled it. */
export const ACNE_APPLICATION_ID = 'a9c3d7e1-2b45-4f68-8e0a-6c1d9b3f5a27'
/** Face Skin Analysis 3.0: its own (v3) upload flow (`v3/`, documented dialect). */
export const SKIN_ANALYSIS_3_APPLICATION_ID = '5d2b9e47-81c3-4f0a-b6e2-7a9c1d3e5f30'

export type AcneMode = 'front' | 'triplet'
export const acneModes: readonly AcneMode[] = ['front', 'triplet']

export interface ApplicationDefinition {
  id: string
  name: string
  tech_name: string
  /** HTML, as the real service sends it. */
  description: string
  defaultFlags: Record<string, unknown>
  sides: readonly SideTechName[]
  /** `algorithm_family_tech_name` is `<familyPrefix>.<algorithm>`. */
  familyPrefix: string
  /** Algorithm tech names, for the `is_ok: false` records of an image that cannot be analysed. */
  algorithms: readonly string[]
  /** Needs the operator's switch (companies.acne_enabled). */
  beta: boolean
  /** Ids of the applications that must be attached to a dataset before this one (attach-to-dataset). */
  requires: readonly string[]
}

export const skinMetricsApplication: ApplicationDefinition = {
  id: SKIN_METRICS_APPLICATION_ID,
  name: 'Face Skin Metrics 2.0',
  tech_name: 'face_skin_metrics_2.0',
  description:
    '<p>Measures the skin of the whole face from a frontal selfie: <b>redness</b>, <b>uniformness</b>, ' +
    '<b>pigmentation</b>, <b>acne</b> and <b>pores</b> as 0–100 scores (higher is better), and the ' +
    '<b>skin tone</b> class.</p>',
  defaultFlags: {},
  sides: ['front'],
  familyPrefix: 'selfie_v2',
  algorithms: ['redness', 'uniformness', 'pigmentation', 'acne', 'pores', 'skin_tone'],
  beta: false,
  requires: [],
}

export const acneApplication: ApplicationDefinition = {
  id: ACNE_APPLICATION_ID,
  name: 'Acne Analysis',
  tech_name: 'acne_analysis',
  description:
    '<p>Finds four manifestations of acne: <b>papules</b>, <b>pustules</b>, <b>acne inflammation</b> and ' +
    '<b>post-acne hyperpigmentation</b>, and grades the acne. Mode <i>front</i> needs one frontal image, ' +
    'mode <i>triplet</i> a batch with front, left and right images.</p>',
  defaultFlags: { images: 'front' },
  sides: ['front', 'left', 'right'],
  familyPrefix: 'acne',
  algorithms: [
    'acne_class',
    'papules',
    'pustules',
    'acne_inflammation',
    'post_inflammatory_hyperpigmentation',
  ],
  beta: true,
  requires: [SKIN_METRICS_APPLICATION_ID],
}

/**
 * Face Skin Analysis 3.0 takes its photos through its own v3 upload and compute calls (`v3/`, where the service
 * has a storage host: the documented dialect). Images uploaded through the v1 API are never analysed by it.
 */
export const skinAnalysis3Application: ApplicationDefinition = {
  id: SKIN_ANALYSIS_3_APPLICATION_ID,
  name: 'Face Skin Analysis 3.0',
  tech_name: 'face_skin_metrics_3.0',
  description:
    '<p>Skin analysis of a front, left and right photo sent through the <b>v3</b> upload: scores and masks ' +
    'per parameter. Not available through the v1 image upload.</p>',
  defaultFlags: {},
  sides: ['front', 'left', 'right'],
  familyPrefix: 'face_skin_metrics_3',
  algorithms: [],
  beta: false,
  requires: [],
}

/** Every application the service knows; which of them a company sees is the dialect's list and the beta switch. */
export const applications: readonly ApplicationDefinition[] = [
  skinMetricsApplication,
  skinAnalysis3Application,
  acneApplication,
]

export function applicationById(id: string): ApplicationDefinition | null {
  return applications.find((app) => app.id === id) ?? null
}

/** The deprecated integer `algorithm_version_id`: fixed per known family, a stable hash otherwise. */
const versionIds: Record<string, number> = {
  'selfie_v2.redness': 201,
  'selfie_v2.uniformness': 202,
  'selfie_v2.pigmentation': 203,
  'selfie_v2.acne': 204,
  'selfie_v2.pores': 205,
  'selfie_v2.skin_tone': 206,
}

export function algorithmVersionId(familyTechName: string): number {
  const known = versionIds[familyTechName]
  if (known !== undefined) return known
  let hash = 0
  for (const char of familyTechName) hash = (hash * 31 + char.charCodeAt(0)) % 9000
  return 1000 + hash
}

export function presentApplication(app: ApplicationDefinition) {
  return {
    id: app.id,
    name: app.name,
    tech_name: app.tech_name,
    description: app.description,
    is_enabled: true,
    algorithms_flags: app.defaultFlags,
    image_type: {
      tech_name: 'selfie',
      sides: app.sides.map((side) => ({ id: sides[side], tech_name: side })),
    },
  }
}

/** As "API for Algorithm Applications" shows them: the algorithms `attach-to-dataset` may name as enabled. */
export function algorithmsVersions(app: ApplicationDefinition) {
  return app.algorithms.map((algorithm) => ({
    id: algorithmVersionId(`${app.familyPrefix}.${algorithm}`),
    name: algorithm.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase()),
    tech_name: algorithm,
    html_description: '',
  }))
}
