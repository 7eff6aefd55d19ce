/**
 * Whether the photos of a dataset will be analysed: Face Skin Metrics must be attached to it. The spec's service
 * analyses every dataset and its datasets do not list what is attached (`unknown`); the documented service lists
 * `connected_applications` and analyses only those datasets. Used before the first capture (to say so and offer to
 * attach) and by the upload worker (a capture into such a dataset fails with words, never with a timeout).
 */
import type { ChannelResult } from '../../../src-shared/contract'
import { findFaceMetricsApplication, isAttached, type SkinApi } from '../../api'

export type DatasetAnalysis = ChannelResult<'capture.analysis'>

export async function datasetAnalysis(api: SkinApi, datasetId: string): Promise<DatasetAnalysis> {
  const dataset = await api.datasets.get(datasetId)
  if (dataset.connected_applications === null) return { state: 'unknown', applicationName: null }
  const face = findFaceMetricsApplication(await api.applications.all())
  if (face === null) return { state: 'unavailable', applicationName: null }
  const attached = isAttached(face, dataset.connected_applications)
  return { state: attached === false ? 'not_attached' : 'attached', applicationName: face.name }
}

/** Attaches Face Skin Metrics to the dataset (the operator confirmed it), then reads the state again. */
export async function attachFaceMetrics(api: SkinApi, datasetId: string): Promise<DatasetAnalysis> {
  const face = findFaceMetricsApplication(await api.applications.all())
  if (face === null) return { state: 'unavailable', applicationName: null }
  await api.applications.attach(face, { datasetId })
  return datasetAnalysis(api, datasetId)
}
