/**
 * Whether two photos of a patient can be compared (issue 28), and what to change so the next one matches the
 * last: one place for the tolerances, read by the capture guidance (against the baseline), auto-capture (waits
 * until every one holds), compare and the history charts (the comparability of a pair, with its reasons).
 *
 * A photo is described by a FaceShot: where the eyes, nose and mouth are (in the photo's own pixels, upright,
 * unmirrored), the head's yaw, roll and pitch (degrees, the sign convention of the capture guidance's headPose.ts:
 * yaw > 0 the nose points to the image's right; roll > 0 the image-right eye is lower; pitch > 0 the chin is up),
 * and the face region's mean luma (0–255) and red/blue ratio. Pure; imports nothing.
 */

export interface FacePoint {
  x: number
  y: number
}

export interface FaceShot {
  width: number
  height: number
  eyeLeft: FacePoint
  eyeRight: FacePoint
  nose: FacePoint
  mouth: FacePoint
  yaw: number
  roll: number
  pitch: number
  /** Mean luma of the face region, 0–255. */
  luma: number
  /** Mean red over mean blue of the face region: the white balance's warmth. */
  redBlue: number
}

/** How far a photo may be from its baseline and still count as the same framing, light and pose. */
export const MATCH_TOLERANCES = {
  /** The eyes' distance as a share of the frame's width, relative: ±8 % (zoom or distance). */
  scale: 0.08,
  /** The eyes' centre, moved by this share of the frame's width (or height). */
  position: 0.06,
  /** Degrees. */
  roll: 4,
  yaw: 6,
  pitch: 6,
  /** The face's mean luma, relative: ±12 %. */
  exposure: 0.12,
  /** The face's red/blue ratio, relative: ±8 %. */
  whiteBalance: 0.08,
} as const

export type MatchDimension = keyof typeof MATCH_TOLERANCES

/**
 * What to change, in the patient's own terms where it is about them (their left and right, not the screen's):
 * closer, back, reframe (line the face up with last time's), tiltLeft/tiltRight (the head towards that shoulder),
 * turnLeft/turnRight, chinUp/chinDown, and the light: brighter or darker, warmer or cooler than last time.
 */
export type BaselineHint =
  | 'closer'
  | 'back'
  | 'reframe'
  | 'tiltLeft'
  | 'tiltRight'
  | 'turnLeft'
  | 'turnRight'
  | 'chinUp'
  | 'chinDown'
  | 'brighterThanBefore'
  | 'darkerThanBefore'
  | 'warmerThanBefore'
  | 'coolerThanBefore'

export interface Deviation {
  dimension: MatchDimension
  /** The difference, signed: scale, exposure and white balance as a ratio − 1, position as a share, angles in °. */
  value: number
  /** |value| over its tolerance: ≤ 1 holds. */
  ratio: number
}

const mid = (a: FacePoint, b: FacePoint): FacePoint => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })
const eyeSpan = (s: FaceShot) => Math.hypot(s.eyeRight.x - s.eyeLeft.x, s.eyeRight.y - s.eyeLeft.y) / s.width

/** Every dimension's difference of `shot` from `baseline`, in the order of MATCH_TOLERANCES. */
export function deviations(baseline: FaceShot, shot: FaceShot): Deviation[] {
  const a = mid(baseline.eyeLeft, baseline.eyeRight)
  const b = mid(shot.eyeLeft, shot.eyeRight)
  const dx = b.x / shot.width - a.x / baseline.width
  const dy = b.y / shot.height - a.y / baseline.height
  const position = Math.abs(dx) >= Math.abs(dy) ? dx : dy
  const values: Record<MatchDimension, number> = {
    scale: eyeSpan(shot) / (eyeSpan(baseline) || 1) - 1,
    position: Math.hypot(dx, dy) * Math.sign(position || 1),
    roll: shot.roll - baseline.roll,
    yaw: shot.yaw - baseline.yaw,
    pitch: shot.pitch - baseline.pitch,
    exposure: shot.luma / (baseline.luma || 1) - 1,
    whiteBalance: shot.redBlue / (baseline.redBlue || 1) - 1,
  }
  return (Object.keys(MATCH_TOLERANCES) as MatchDimension[]).map((dimension) => ({
    dimension,
    value: values[dimension],
    ratio: Math.abs(values[dimension]) / MATCH_TOLERANCES[dimension],
  }))
}

/** The hint that brings one deviation back within its tolerance (null when it holds). */
export function hintFor(deviation: Deviation): BaselineHint | null {
  if (deviation.ratio <= 1) return null
  const more = deviation.value > 0
  switch (deviation.dimension) {
    case 'scale':
      return more ? 'back' : 'closer'
    case 'position':
      return 'reframe'
    // roll > 0: the image-right eye (the patient's left) is lower than last time: the head leans to their left,
    // so it goes back towards their right.
    case 'roll':
      return more ? 'tiltRight' : 'tiltLeft'
    // yaw > 0: the nose points further to the image's right (the patient turned to their left) than last time.
    case 'yaw':
      return more ? 'turnRight' : 'turnLeft'
    case 'pitch':
      return more ? 'chinDown' : 'chinUp'
    case 'exposure':
      return more ? 'brighterThanBefore' : 'darkerThanBefore'
    case 'whiteBalance':
      return more ? 'warmerThanBefore' : 'coolerThanBefore'
  }
}

/** What to change so `shot` matches `baseline`, the largest difference first; empty when every tolerance holds. */
export function baselineHints(baseline: FaceShot, shot: FaceShot): BaselineHint[] {
  return deviations(baseline, shot)
    .filter((d) => d.ratio > 1)
    .sort((x, y) => y.ratio - x.ratio)
    .map(hintFor)
    .filter((hint): hint is BaselineHint => hint !== null)
}

/** The reasons a pair compares poorly, grouped as compare and the charts say them. */
export type ComparabilityReason = 'pose' | 'scale' | 'framing' | 'exposure' | 'whiteBalance'

const reasonOf: Record<MatchDimension, ComparabilityReason> = {
  scale: 'scale',
  position: 'framing',
  roll: 'pose',
  yaw: 'pose',
  pitch: 'pose',
  exposure: 'exposure',
  whiteBalance: 'whiteBalance',
}

/** A pair whose worst dimension is beyond this many tolerances compares poorly; within one, well. */
export const POOR_BEYOND = 2

export interface Comparability {
  /** 100: every dimension at its baseline; 0: the worst at POOR_BEYOND + 1 tolerances or more. */
  score: number
  level: 'good' | 'fair' | 'poor'
  /** The reasons beyond tolerance, the largest first (one per reason). */
  reasons: ComparabilityReason[]
}

export function comparability(a: FaceShot, b: FaceShot): Comparability {
  const found = deviations(a, b).sort((x, y) => y.ratio - x.ratio)
  const worst = found[0]?.ratio ?? 0
  const reasons: ComparabilityReason[] = []
  for (const d of found) {
    const reason = reasonOf[d.dimension]
    if (d.ratio > 1 && !reasons.includes(reason)) reasons.push(reason)
  }
  return {
    score: Math.round(100 * Math.max(0, 1 - worst / (POOR_BEYOND + 1))),
    level: worst <= 1 ? 'good' : worst <= POOR_BEYOND ? 'fair' : 'poor',
    reasons,
  }
}
