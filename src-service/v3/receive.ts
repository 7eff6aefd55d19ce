/**
 * A v3 upload's bytes, PUT to the storage host under the image id its upload call reserved: checked as a v1
 * upload's are (JPEG/PNG/WebP, decodable, 256 px), written before the row commits and removed if it fails. The
 * image waits for its batch's compute call ('held'), or is analysed at once when compute came first. A second PUT
 * before compute replaces the bytes (as a storage object is overwritten); after it, it changes nothing.
 */
import type { ServiceContext } from '../context'
import { ApiError } from '../http/errors'
import { checkImageBytes, type DecodedImage } from '../images/decodeUpload'
import { defaultLightId } from '../images/sides'
import { stageAndCommit, uploadedRow } from '../images/storeUpload'
import { StorageRefusal } from '../storage/storageHost'

async function checked(bytes: Buffer): Promise<DecodedImage> {
  try {
    return await checkImageBytes(bytes, 'file')
  } catch (error) {
    if (error instanceof ApiError) throw new StorageRefusal(400, error.message)
    throw error
  }
}

export async function receiveUpload(ctx: ServiceContext, imageId: string, bytes: Buffer): Promise<void> {
  const { store } = ctx
  const slot = store.v3.slot(imageId)
  if (!slot) throw new StorageRefusal(404, 'No such upload')
  const existing = store.images.locate(imageId)
  if (existing && existing.analysis_state !== 'held') return
  const decoded = await checked(bytes)
  const row = uploadedRow(decoded, {
    id: imageId,
    batch_id: slot.batch_id,
    side_id: slot.side_id,
    light_id: defaultLightId,
    name: slot.name,
  })
  const analyseNow = await stageAndCommit(ctx, row, decoded.bytes, (inDatabase) => {
    const now = store.v3.slot(imageId)
    if (!now) throw new StorageRefusal(404, 'No such upload')
    if (store.images.locate(imageId)) {
      store.images.replaceHeld(row, inDatabase)
      return false
    }
    row.runs_seen = store.runs.lastSeq()
    store.images.insert(row, inDatabase, { state: now.computed === 1 ? 'pending' : 'held' })
    return now.computed === 1
  })
  ctx.uploads.record(row.side_id)
  if (analyseNow) ctx.pipeline.schedule(row.id)
}
