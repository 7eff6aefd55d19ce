/** Public types of the analysis module: image analysis outcome, raw measures, and the result objects of spec 2.2. */

export type Side = 'front' | 'right' | 'left'

export const AREA_NAMES = ['face', 'forehead', 'nose', 'left_cheek', 'right_cheek', 'chin'] as const
export type AreaName = (typeof AREA_NAMES)[number]

/**
 * Raw measures of one area of the face, taken on the normalised face crop (jaw width scaled to
 * `FACE_WIDTH_PX`) inside the skin mask (landmark outline less eyes, brows, mouth, nostrils, and pixels far
 * from the median skin colour). Colours are CIELAB (D65). "Subject's left" is image right (unmirrored photo).
 */
export interface AreaMeasures {
  /** Skin pixels measured. */
  skinPixels: number
  /** Their area in cm², from the assumed jaw width (`FACE_WIDTH_CM`). */
  areaCm2: number
  /** Mean a* (green−/red+) of the lightly smoothed skin. Rises when the skin is redder. */
  meanA: number
  /** Share (0–1) of skin pixels whose smoothed a* is above the fixed red-patch threshold. */
  redPatchShare: number
  /** RMS ΔE76 between mid-scale (r≈4 px) and large-scale (shading, r≈28 px ×2) skin colour: blotchiness. */
  blotchiness: number
  /** Dark spots: connected regions whose L* is below the local mean (r≈12 px) by the spot threshold. */
  darkSpotCount: number
  /** Pixels inside those dark spots. */
  darkSpotPixels: number
  /** Pixels of dark spots that are also reddish-brown (a* above local mean): post-inflammatory marks. */
  pihPixels: number
  /** Small red blobs: connected regions whose a* is above the local mean by the blob threshold. */
  redBlobCount: number
  /** Pixels inside those red blobs. */
  redBlobPixels: number
  /** Mean over the red blobs of their peak a* excess over the local mean (0 when there is none). */
  redBlobMeanPeak: number
  /** Red blobs with a bright centre (L* above the local mean): pustules. The others are papules. */
  pustuleCount: number
  /** Dark pinpoints (1–12 px) in the high-pass L*: pores. */
  poreCount: number
  /** RMS of the high-pass L* (L* minus its 5×5 mean): fine texture. */
  textureRms: number
  /** Median L* and b* of the skin. */
  medianL: number
  medianB: number
  /** Individual typology angle atan2(L* − 50, b*) in degrees, from the medians. */
  itaDegrees: number
}

/** Raw measures of one analysed face: one entry per area; `face` is the whole skin mask. */
export interface ImageMetrics {
  /** Scale of the normalised crop: centimetres per pixel. */
  cmPerPixel: number
  areas: Record<AreaName, AreaMeasures>
}

export interface FaceBox {
  x: number
  y: number
  width: number
  height: number
}

export type ImageAnalysis =
  | {
      ok: true
      width: number
      height: number
      face: { box: FaceBox; score: number; yawDegrees: number }
      metrics: ImageMetrics
    }
  | { ok: false; width: number; height: number; error: 'No face detected' | 'Not full face' }

export type FaceAnalysis = Extract<ImageAnalysis, { ok: true }>

export interface Metric {
  name: string
  units: string | null
  value: number | string
  tech_name: string
  widget_meta: Record<string, unknown> | null
  widget_type: 'bad_good_line' | 'category' | string
  widget_show: boolean
}

export interface AreaResult {
  area_name: string
  main_metric: Metric
  sub_metrics: Metric[]
}

export interface ResultObject {
  revision: string
  image_type: 'selfie'
  area_results: AreaResult[]
  algorithm_tech_name: string
  masks_restored: unknown[]
  masks_original: unknown[]
  error?: string
}

export interface AlgorithmResult {
  algorithm_family_tech_name: string
  result: ResultObject
}

/**
 * Where the analysis found what it counted, in pixels of the upright photo (origin top left, the size of
 * `width` × `height`): the geometry the Face Skin Analysis 3.0 masks are drawn from. Tuples keep it short.
 */
export interface FaceFeatures {
  width: number
  height: number
  /** Red patches: `[x, y, width, height]` rectangles (runs of cells on the crop's grid). */
  redness: [number, number, number, number][]
  /** Dark spots (pigmentation): `[x, y, r]`. */
  spots: [number, number, number][]
  /** Pores: `[x, y, r]`. */
  pores: [number, number, number][]
  /** Acne lesions: `[x, y, r, 1]` for a pustule, `[x, y, r, 0]` for a papule. */
  lesions: [number, number, number, 0 | 1][]
}
