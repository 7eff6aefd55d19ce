/** Every text the PDF report prints. Each locale file fills all of it (a test checks the keys match). */
export interface ReportStrings {
  title: string
  subjectHeading: string
  name: string
  birthDate: string
  sex: string
  captured: string
  notProvided: string
  scoresHeading: string
  scoresNote: string
  findingsHeading: string
  detailsHeading: string
  metricColumn: string
  areaColumn: string
  valueColumn: string
  failedHeading: string
  noResults: string
  technicalHeading: string
  company: string
  imageId: string
  revision: string
  photoUnavailable: string
  disclaimer: string
  /** `{page}` and `{pages}` are replaced. */
  pageOf: string
  bands: {
    excellent: string
    great: string
    good: string
    average: string
    poor: string
    bad: string
  }
  sexes: { male: string; female: string; other: string }
  areas: {
    face: string
    forehead: string
    nose: string
    left_cheek: string
    right_cheek: string
    chin: string
  }
  algorithms: {
    redness: string
    uniformness: string
    pigmentation: string
    acne: string
    pores: string
    skin_tone: string
  }
  metrics: {
    redness_score: string
    uniformness_score: string
    pigmentation_score: string
    acne_score: string
    pores_score: string
    skintone_class: string
    acne_class: string
    papules: string
    pustules: string
    acne_inflammation: string
    post_inflammatory_hyperpigmentation: string
    redness_local_score: string
    redness_global_score: string
    number_of_regions: string
    density_score: string
    average_intensity_score: string
    pores_number: string
    pores_density: string
  }
  categories: {
    very_light: string
    light: string
    intermediate: string
    tan: string
    brown: string
    dark: string
    clear: string
    mild: string
    moderate: string
    severe: string
  }
  errors: { no_face_detected: string; not_full_face: string }
  units: { per_mille: string; per_cm2: string }
}
