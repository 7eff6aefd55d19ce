/**
 * Step (a0): the capture's dataset must have Face Skin Metrics attached, or its photos would wait for results
 * that never come. Where the service says it is not attached, the capture fails at once with words (the capture
 * screen offers to attach it; a retry then goes on). Where the service does not say, nothing is checked. The
 * applications attached are what the capture then waits for (kept in its row as JSON, expectedResults.ts).
 * Where Face Skin Analysis 3.0 is attached, the capture takes the v3 flow instead (v3UploadStep.ts).
 */
import type { CaptureFlow, CaptureRow } from '../../store/accountDb/captureQueue'
import { AppFailure } from '../appFailure'
import { datasetApplications } from '../applications/faceMetrics'
import { expectedApplications } from './expectedResults'
import type { StepContext } from './stepContext'

export async function ensureFaceMetrics(
  capture: CaptureRow,
  ctx: StepContext,
): Promise<{ flow: CaptureFlow; expectedApps: string }> {
  const { analysis, face, attached, flow } = await datasetApplications(ctx.api, capture.dataset_id)
  if (analysis.state === 'not_attached') throw new AppFailure('analysis_not_attached')
  if (analysis.state === 'unavailable') throw new AppFailure('analysis_unavailable')
  return { flow, expectedApps: expectedApplications(face, attached) }
}
