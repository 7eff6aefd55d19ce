/**
 * Storing a checked upload, the one rule for both upload paths (v1 `images/`, the v3 storage PUT): the image's
 * bytes are written first (`ImageBytes.stage`), then its row commits in one transaction; if the commit fails,
 * the file is removed, so a file never outlives a failed upload.
 */
import type { ServiceContext } from '../context'
import type { NewImage } from '../db/repoImages'
import { formatTimestamp } from '../time'
import type { DecodedImage } from './decodeUpload'

/** The row of a checked upload; `runs_seen` is set by the commit, which knows the runs of that moment. */
export function uploadedRow(
  decoded: DecodedImage,
  place: Pick<NewImage, 'id' | 'batch_id' | 'side_id' | 'light_id' | 'name'>,
): NewImage {
  return {
    ...place,
    media_type: decoded.mediaType,
    width: decoded.width,
    height: decoded.height,
    byte_size: decoded.bytes.length,
    runs_seen: 0,
    creation_time: formatTimestamp(new Date()),
  }
}

/**
 * Stages the bytes, then runs `commit` in a transaction with the bytes to keep in the database (null when the
 * store keeps files); undoes the staging if it throws. Answers what `commit` answered.
 */
export async function stageAndCommit<T>(
  ctx: Pick<ServiceContext, 'store' | 'imageBytes'>,
  row: NewImage,
  bytes: Buffer,
  commit: (inDatabase: Buffer | null) => T,
): Promise<T> {
  const undo = await ctx.imageBytes.stage(row.id, bytes)
  try {
    return ctx.store.db.transaction(() => commit(ctx.imageBytes.inDatabase ? bytes : null))()
  } catch (error) {
    await undo()
    throw error
  }
}
