/**
 * What the demo history shows: four "Main clinic" patients, each photographed once a month for a year, every
 * visit made from ONE real face (their own), with skin that improves under a treatment and photos taken a
 * little differently each time (pose, distance, light), as in a clinic. Everything is seeded: the same plan
 * gives the same photos.
 */
import { seededRandom } from '../faultMode'

export const historyMonths = 12

/** The skin at a visit (photoVariants.ts): a red glow over the face and a number of spots. */
export interface SkinChange {
  /** Opacity (0–1) of the red glow: more is redder skin. */
  redness: number
  /** Spots (mostly red papules, some brown marks); fewer later means lesions healed. */
  blemishes: number
}

/** How a visit's photo was taken, relative to the face's reference portrait (visitPhoto.ts). */
export interface CaptureChange {
  /** Head tilt, degrees (clockwise positive). */
  rotateDegrees: number
  /** Face size relative to the reference (closer to the camera > 1). */
  zoom: number
  /** Where the face sits: the crop window moves by this share of its width / height. */
  shiftX: number
  shiftY: number
  /** Exposure: all channels times this. */
  brightness: number
  /** White balance: red times (1 + warmth), blue times (1 − warmth). */
  warmth: number
}

export interface HistoryPlan {
  subject: string
  /** Index into facePhotos.ts faceSources: the one face every visit of this subject is made from. */
  face: number
  /** For people reading the demo: what happens over the year. */
  story: string
  /** Skin at month m (0 = a year ago, 11 = this month). */
  skin(month: number): SkinChange
}

const t = (month: number) => month / (historyMonths - 1)

export const historyPlans: readonly HistoryPlan[] = [
  {
    subject: 'Li Na Chen',
    face: 1,
    story: 'rosacea under treatment: the redness and its papules fade month by month',
    skin: (m) => ({
      redness: 0.02 + 0.22 * (1 - t(m)) ** 1.4,
      blemishes: Math.round(7 * (1 - t(m)) ** 1.4),
    }),
  },
  {
    subject: 'Chiara Rossi',
    face: 2,
    story: 'redness getting worse until the treatment starts at the fourth visit, then calming down',
    skin: (m) => ({
      redness: m < 3 ? 0.14 + 0.02 * m : 0.03 + 0.17 * (1 - (m - 3) / 8),
      blemishes: m < 3 ? 3 + m : Math.round(5 * (1 - (m - 3) / 8)),
    }),
  },
  {
    subject: 'Amelia Hartley',
    face: 3,
    story: 'acne: a flare at the first visits, then clearing under treatment',
    skin: (m) => ({
      redness: 0.02 + 0.08 * (1 - t(m)),
      blemishes: m < 2 ? 16 : Math.round(16 * Math.max(0, 1 - (m - 1) / 9)),
    }),
  },
  {
    subject: 'Yuki Tanaka',
    face: 4,
    story: 'seasonal redness (worse in winter) that a maintenance cream lowers over the year',
    skin: (m) => ({
      redness: Math.max(0, 0.12 - 0.08 * t(m) + 0.03 * Math.cos((2 * Math.PI * m) / historyMonths)),
      blemishes: Math.max(0, 3 - Math.floor(m / 4)),
    }),
  },
]

/** Everything that makes the photo of visit `month` of history subject `subjectIndex`. */
export interface VisitPlan {
  subject: string
  face: number
  /** Seeds the spots' places: the same for all visits of a subject, so healing removes spots, not moves them. */
  spotSeed: number
  skin: SkinChange
  capture: CaptureChange
}

const between = (random: () => number, low: number, high: number) => low + (high - low) * random()
const r3 = (v: number) => Math.round(v * 1000) / 1000

export function visitPlan(subjectIndex: number, month: number): VisitPlan {
  const plan = historyPlans[subjectIndex]
  if (!plan) throw new Error(`No history subject ${subjectIndex}`)
  const random = seededRandom(7919 * (subjectIndex + 1) + 104_729 * (month + 1))
  const skin = plan.skin(month)
  return {
    subject: plan.subject,
    face: plan.face,
    spotSeed: 1000 + subjectIndex,
    skin: { redness: r3(skin.redness), blemishes: skin.blemishes },
    capture: {
      rotateDegrees: r3(between(random, -4, 4)),
      zoom: r3(between(random, 0.95, 1.05)),
      shiftX: r3(between(random, -0.04, 0.04)),
      shiftY: r3(between(random, -0.03, 0.03)),
      brightness: r3(between(random, 0.93, 1.07)),
      warmth: r3(between(random, -0.02, 0.02)),
    },
  }
}
