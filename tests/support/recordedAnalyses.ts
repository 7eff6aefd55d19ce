/**
 * The analysis the workstation's tests get from the local service: recorded answers of the real engine
 * (tests/fixtures/analyses/, src-service/processing/recordedEngine.ts) for tests about uploads, results,
 * reports and screens. `SKIN_TEST_ANALYSIS=real` runs the real model everywhere. The service's own analysis
 * tests (tests/service/analysis-*) and the journeys that run the shipped commands always use the real model.
 * An image not recorded yet is analysed by the real engine and its answer added there: commit new files.
 */
import { join } from 'node:path'

export const analysisRecordingsDir = join(__dirname, '..', 'fixtures', 'analyses')

export function recordedAnalyses(): { analysisRecordings?: string } {
  return process.env.SKIN_TEST_ANALYSIS === 'real' ? {} : { analysisRecordings: analysisRecordingsDir }
}
