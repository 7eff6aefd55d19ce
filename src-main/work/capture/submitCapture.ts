/**
 * `capture.submit`: checks the set of photos, prepares each (off the event loop: sharp works on libuv's
 * threads), writes the prepared JPEGs (atomically) and then the queue row, and only then answers. From that
 * moment the capture survives a crash or a power cut; the worker takes it from there.
 */
import { randomUUID } from 'node:crypto'
import type { ChannelParsedArgs, Shot } from '../../../src-shared/contract'
import { captureFilePath, removeCaptureFiles, writeCaptureFile } from '../../store/accountDb/captureFiles'
import type { CaptureQueueStore, CaptureRecord, NewSide } from '../../store/accountDb/captureQueue'
import type { PreparedPhoto } from './preparePhoto'
import { inSideOrder } from '../../../src-shared/domain/sides'
import { checkSideSet } from './sideSet'
import type { FileSeal } from '../../store/files/sealedFiles'

export interface SubmitDeps {
  queue: CaptureQueueStore
  dataDir: string
  /** The account's data key: the photos are sealed before they reach the disk. */
  seal: FileSeal
  now?: () => number
  /** Runs once the photos are checked, before anything is written: the clinic's consent rule (main refuses). */
  beforeQueue?: () => Promise<void>
  /**
   * Prepares one photo (preparePhoto.ts): in the parser process (issue 30), never in main, which loads no image
   * decoder (issue 41); the tests give their own.
   */
  prepare: PhotoPreparer
}

export type SubmitArgs = ChannelParsedArgs<'capture.submit'>
/** Checks and prepares one photo (preparePhoto.ts, run by the parser process); `side` names it in errors. */
export type PhotoPreparer = (bytes: Uint8Array, side: string) => Promise<PreparedPhoto>
export type PreparedShot = Omit<Shot, 'bytes'> & { photo: PreparedPhoto }

/** Checks the set and prepares every photo, in the mode's side order (front, left, right). */
export async function prepareShots(args: SubmitArgs, prepare: PhotoPreparer): Promise<PreparedShot[]> {
  checkSideSet(
    args.mode,
    args.shots.map((shot) => shot.side),
  )
  const shots = inSideOrder(args.shots, (shot) => shot.side)
  return Promise.all(
    shots.map(async ({ bytes, ...shot }) => ({ ...shot, photo: await prepare(bytes, shot.side) })),
  )
}

/** Writes the prepared photos, then the queue row; nothing is left behind when either fails. */
export async function enqueueCapture(
  args: Omit<SubmitArgs, 'shots'>,
  shots: readonly PreparedShot[],
  { queue, dataDir, seal, now = Date.now }: Pick<SubmitDeps, 'queue' | 'dataDir' | 'seal' | 'now'>,
): Promise<CaptureRecord> {
  const id = randomUUID()
  const sides: NewSide[] = shots.map((shot) => ({
    side: shot.side,
    file: captureFilePath(id, shot.side),
    bytes: shot.photo.bytes.length,
    width: shot.photo.width,
    height: shot.photo.height,
    source: shot.source,
    file_name: shot.fileName,
    warnings: shot.warnings,
    face_shot: shot.faceShot ? JSON.stringify(shot.faceShot) : null,
  }))
  try {
    await Promise.all(
      shots.map((shot, i) => writeCaptureFile(dataDir, sides[i]?.file ?? '', shot.photo.bytes, seal)),
    )
    return queue.insert(
      { id, dataset_id: args.datasetId, subject_id: args.subjectId, mode: args.mode, nowMs: now() },
      sides,
    )
  } catch (e) {
    await removeCaptureFiles(dataDir, id)
    throw e
  }
}

export async function submitCapture(args: SubmitArgs, deps: SubmitDeps): Promise<CaptureRecord> {
  const shots = await prepareShots(args, deps.prepare)
  await deps.beforeQueue?.()
  return enqueueCapture(args, shots, deps)
}
