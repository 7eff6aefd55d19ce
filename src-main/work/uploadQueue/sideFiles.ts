/** A capture's row read again during a step, and a side's sealed photo, for both upload flows. */
import type { CaptureSide } from '../../../src-shared/contract'
import { readCaptureFile } from '../../store/accountDb/captureFiles'
import type { CaptureRecord } from '../../store/accountDb/captureQueue'
import { isMissingFile } from '../../store/files/fileBytes'
import { DamagedFileError } from '../../store/files/sealedFiles'
import { AppFailure } from '../appFailure'
import type { StepContext } from './stepContext'

export function reload(id: string, ctx: StepContext): CaptureRecord {
  const record = ctx.queue.get(id)
  if (record === null) throw new Error(`capture ${id} is gone`)
  return record
}

/** A side's sealed photo; one that is gone or does not open fails the capture by name (it can only be retaken). */
export async function readSide(
  side: { side: CaptureSide; file: string },
  ctx: StepContext,
): Promise<Uint8Array> {
  try {
    return await readCaptureFile(ctx.dataDir, side.file, ctx.seal)
  } catch (e) {
    if (e instanceof DamagedFileError || isMissingFile(e))
      throw new AppFailure('capture_unreadable', { side: side.side }, null, String(e))
    throw e
  }
}
