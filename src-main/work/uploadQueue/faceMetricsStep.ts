/**
 * Step (a0): the capture's dataset must have Face Skin Metrics attached, or its photos would wait for results
 * that never come. Where the service says it is not attached, the capture fails at once with words (the capture
 * screen offers to attach it; a retry then goes on). Where the service does not say, nothing is checked.
 */
import type { CaptureRow } from '../../store/captureQueue'
import { AppFailure } from '../appFailure'
import { datasetAnalysis } from '../capture/faceMetrics'
import type { StepContext } from './stepContext'

export async function ensureFaceMetrics(capture: CaptureRow, ctx: StepContext): Promise<void> {
  const { state } = await datasetAnalysis(ctx.api, capture.dataset_id)
  if (state === 'not_attached') throw new AppFailure('analysis_not_attached')
  if (state === 'unavailable') throw new AppFailure('analysis_unavailable')
}
