import type { HttpClient } from './http'
import { listAllItems } from './listing'
import { companyPath } from './paths'
import { batchRecord, imageRecord, type Batch, type Image } from './records'

export interface BatchCreate {
  /** Service timestamp `YYYY-MM-DD HH:MM:SS` (UTC): when the photos were taken. */
  creation_time?: string
}

export interface BatchRef {
  datasetId: string
  subjectId: string
  batchId: string
}

export interface BatchesApi {
  /** Sent once: not retried on any failure (the caller looks for the batch before creating another). */
  create(datasetId: string, subjectId: string, input: BatchCreate, signal?: AbortSignal): Promise<Batch>
  all(datasetId: string, subjectId: string, signal?: AbortSignal): Promise<Batch[]>
  images(batch: BatchRef, signal?: AbortSignal): Promise<Image[]>
  /** Deletes the batch with its images and results. */
  remove(batch: BatchRef): Promise<void>
}

export function createBatchesApi(http: HttpClient, companyId: string): BatchesApi {
  const batchesPath = (datasetId: string, subjectId: string) =>
    companyPath(companyId, 'datasets', datasetId, 'subjects', subjectId, 'batches')
  return {
    create: (datasetId, subjectId, input, signal) =>
      http.post(batchesPath(datasetId, subjectId), input, batchRecord, { signal, retryRateLimited: false }),
    all: (datasetId, subjectId, signal) =>
      listAllItems(http, batchesPath(datasetId, subjectId), batchRecord, { signal }),
    remove: ({ datasetId, subjectId, batchId }) =>
      http.delete(companyPath(companyId, 'datasets', datasetId, 'subjects', subjectId, 'batches', batchId)),
    images: ({ datasetId, subjectId, batchId }, signal) =>
      listAllItems(
        http,
        companyPath(companyId, 'datasets', datasetId, 'subjects', subjectId, 'batches', batchId, 'images'),
        imageRecord,
        { signal },
      ),
  }
}
