/** The filtered CIELAB planes every measure reads, computed once per face crop inside the skin mask. */
import { MaskedBlur } from '../blur'
import type { LabPlanes } from '../lab'
import { AREA_NAMES } from '../types'
import { RADIUS } from './thresholds'

export interface FacePlanes {
  width: number
  height: number
  lab: LabPlanes
  /** 0 = not skin; see skinMask.ts for the codes. */
  labels: Uint8Array
  smoothL: Float32Array
  smoothA: Float32Array
  localL: Float32Array
  localA: Float32Array
  midL: Float32Array
  midA: Float32Array
  midB: Float32Array
  largeL: Float32Array
  largeA: Float32Array
  largeB: Float32Array
}

export function computePlanes(lab: LabPlanes, labels: Uint8Array): FacePlanes {
  const blur = new MaskedBlur(labels, lab.width, lab.height)
  return {
    width: lab.width,
    height: lab.height,
    lab,
    labels,
    smoothL: blur.blur(lab.L, RADIUS.smooth),
    smoothA: blur.blur(lab.A, RADIUS.smooth),
    localL: blur.blur(lab.L, RADIUS.local),
    localA: blur.blur(lab.A, RADIUS.local),
    midL: blur.blur(lab.L, RADIUS.mid),
    midA: blur.blur(lab.A, RADIUS.mid),
    midB: blur.blur(lab.B, RADIUS.mid),
    largeL: blur.blur(lab.L, RADIUS.large, 2),
    largeA: blur.blur(lab.A, RADIUS.large, 2),
    largeB: blur.blur(lab.B, RADIUS.large, 2),
  }
}

/** Area indices (into AREA_NAMES) a pixel with this label counts towards: always `face`, plus its region. */
export function areaIndices(label: number): readonly number[] {
  return label >= 2 ? [0, label - 1] : label === 1 ? [0] : []
}

export const AREA_COUNT = AREA_NAMES.length
