import type { ServiceContext } from '../context'
import type { BatchRow } from '../db/repoBatches'
import type { LocatedImage } from '../db/repoImages'
import type { SubjectRow } from '../db/repoSubjects'
import { notFound } from '../http/errors'
import { findDataset } from './datasets'

export interface SubjectPath {
  cid: string
  did: string
  sid: string
}

export interface BatchPath extends SubjectPath {
  bid: string
}

/** The subject of `/datasets/{did}/subjects/{sid}/` in the caller's company, or 404. */
export function findSubject(ctx: ServiceContext, path: SubjectPath): SubjectRow {
  const dataset = findDataset(ctx, path.cid, path.did)
  const subject = ctx.store.subjects.find(dataset.id, path.sid)
  if (!subject) throw notFound()
  return subject
}

export function findBatch(ctx: ServiceContext, path: BatchPath): BatchRow {
  const subject = findSubject(ctx, path)
  const batch = ctx.store.batches.find(subject.id, path.bid)
  if (!batch) throw notFound()
  return batch
}

/** An image of the company, by id alone (`/companies/{cid}/images/{iid}/...`), or 404. */
export function findCompanyImage(ctx: ServiceContext, companyId: string, imageId: string): LocatedImage {
  const image = ctx.store.images.locate(imageId)
  if (!image || image.company_id !== companyId) throw notFound()
  return image
}

/** A subject of the company, by id alone (`/companies/{cid}/subjects/{sid}/...`), or 404. */
export function findCompanySubject(ctx: ServiceContext, companyId: string, subjectId: string): SubjectRow {
  const subject = ctx.store.subjects.findInCompany(companyId, subjectId)
  if (!subject) throw notFound()
  return subject
}
