/**
 * Whether the photos of a dataset will be analysed: Face Skin Metrics must be attached to it. The spec's service
 * analyses every dataset and its datasets do not list what is attached (`unknown`); the documented service lists
 * `connected_applications` and analyses only those datasets. Used before the first capture (to say so and offer to
 * attach) and by the upload worker (a capture into such a dataset fails with words, never with a timeout; the
 * applications attached are what its capture waits for).
 */
import type { ChannelResult } from '../../../src-shared/contract'
import {
  findFaceMetricsApplication,
  findSkinAnalysis3Application,
  isAttached,
  type Application,
  type SkinApi,
} from '../../api'
import type { CaptureFlow } from '../../store/accountDb/captureQueue'

export type DatasetAnalysis = ChannelResult<'capture.analysis'>

export interface DatasetApplications {
  analysis: DatasetAnalysis
  /** Face Skin Metrics 2.0 as the service lists it; null when it is not listed or not asked for (`unknown`). */
  face: Application | null
  /** Every listed application the dataset's record says is attached (none when it does not say). */
  attached: Application[]
  /** 'v3' where Face Skin Analysis 3.0 is attached (it takes photos only through its v3 upload), else 'v1'. */
  flow: CaptureFlow
}

export async function datasetApplications(api: SkinApi, datasetId: string): Promise<DatasetApplications> {
  const dataset = await api.datasets.get(datasetId)
  const connected = dataset.connected_applications
  if (connected === null)
    return {
      analysis: { state: 'unknown', applicationName: null, takesTriplet: false },
      face: null,
      attached: [],
      flow: 'v1',
    }
  const applications = await api.applications.all()
  const attached = applications.filter((application) => isAttached(application, connected) === true)
  const face = findFaceMetricsApplication(applications)
  const v3 = findSkinAnalysis3Application(attached)
  if (v3 !== null)
    return {
      analysis: { state: 'attached', applicationName: v3.name, takesTriplet: true },
      face,
      attached,
      flow: 'v3',
    }
  if (face === null)
    return {
      analysis: { state: 'unavailable', applicationName: null, takesTriplet: false },
      face,
      attached,
      flow: 'v1',
    }
  const state = isAttached(face, connected) === false ? 'not_attached' : 'attached'
  return { analysis: { state, applicationName: face.name, takesTriplet: false }, face, attached, flow: 'v1' }
}

export async function datasetAnalysis(api: SkinApi, datasetId: string): Promise<DatasetAnalysis> {
  return (await datasetApplications(api, datasetId)).analysis
}

/** Attaches Face Skin Metrics to the dataset (the operator confirmed it), then reads the state again. */
export async function attachFaceMetrics(api: SkinApi, datasetId: string): Promise<DatasetAnalysis> {
  const face = findFaceMetricsApplication(await api.applications.all())
  if (face === null) return { state: 'unavailable', applicationName: null, takesTriplet: false }
  await api.applications.attach(face, { datasetId })
  return datasetAnalysis(api, datasetId)
}
