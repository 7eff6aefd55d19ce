/** All raw measures of one normalised face crop. */
import type { FaceCrop } from '../crop'
import { toLab } from '../lab'
import { buildSkinLabels } from '../skinMask'
import { AREA_NAMES, type AreaMeasures, type AreaName, type ImageMetrics } from '../types'
import { colourStats } from './color'
import { computePlanes } from './planes'
import { featureSink, type CropFeatures } from './features'
import { spotStats } from './spots'

/** Rounds to 4 decimals so stored metrics stay short; still deterministic. */
const r4 = (v: number): number => Math.round(v * 1e4) / 1e4

export function measureFace(crop: FaceCrop): ImageMetrics {
  return measure(crop, false).metrics
}

/** The measures, and where the structures they count lie on the crop (for the 3.0 masks). */
export function measureFaceWithFeatures(crop: FaceCrop): { metrics: ImageMetrics; features: CropFeatures } {
  const { metrics, features } = measure(crop, true)
  if (!features) throw new Error('Features were not gathered')
  return { metrics, features }
}

function measure(crop: FaceCrop, withFeatures: boolean) {
  const lab = toLab(crop.image)
  const labels = buildSkinLabels(lab, crop.landmarks)
  const planes = computePlanes(lab, labels)
  const colours = colourStats(planes)
  const gathered = withFeatures ? featureSink(planes) : null
  const spots = spotStats(planes, gathered?.sink)
  const cm2PerPixel = crop.cmPerPixel * crop.cmPerPixel
  const areas = {} as Record<AreaName, AreaMeasures>
  AREA_NAMES.forEach((name, k) => {
    const c = colours[k]
    const s = spots[k]
    if (!c || !s) throw new Error(`No measures for area ${name}`)
    areas[name] = {
      skinPixels: c.skinPixels,
      areaCm2: r4(c.skinPixels * cm2PerPixel),
      meanA: r4(c.meanA),
      redPatchShare: r4(c.redPatchShare),
      blotchiness: r4(c.blotchiness),
      darkSpotCount: s.darkSpotCount,
      darkSpotPixels: s.darkSpotPixels,
      pihPixels: s.pihPixels,
      redBlobCount: s.redBlobCount,
      redBlobPixels: s.redBlobPixels,
      redBlobMeanPeak: r4(s.redBlobMeanPeak),
      pustuleCount: s.pustuleCount,
      poreCount: s.poreCount,
      textureRms: r4(c.textureRms),
      medianL: r4(c.medianL),
      medianB: r4(c.medianB),
      itaDegrees: r4(c.itaDegrees),
    }
  })
  const metrics: ImageMetrics = { cmPerPixel: r4(crop.cmPerPixel), areas }
  return { metrics, features: gathered?.features ?? null }
}
