/**
 * Step (a): the application run the capture needs. Face skin metrics need none (the service analyses every
 * image of a dataset with it by default). When the acne application is enabled, the dataset's newest acne run
 * must be in the capture's mode: a run attaches the application to the dataset and the newest one decides how
 * images uploaded afterwards are analysed, so a capture in the other mode starts a new run. Captures upload one
 * at a time, so a run started for one capture never changes how an earlier capture's images are analysed.
 * Runs of other workstations on the same dataset are not known here (the spec gives no way to list them).
 * A run whose answer was lost is simply started again: a second run with the same flags changes nothing.
 */
import { findAcneApplication, type Application, type SkinApi } from '../../api'
import type { CaptureRow } from '../../store/accountDb/captureQueue'
import { AppFailure } from '../appFailure'
import type { StepContext } from './stepContext'

/** Whether acne results will come for this capture. */
export async function ensureAcneRun(capture: CaptureRow, ctx: StepContext): Promise<boolean> {
  const acne = await ctx.acneApplication(ctx.api)
  if (acne === null) {
    if (capture.mode === 'triplet') throw new AppFailure('acne_unavailable')
    return false
  }
  const latest = ctx.runs.latest(capture.dataset_id, acne.id)
  if (latest?.mode !== capture.mode) {
    ctx.signal.throwIfAborted()
    const run = await ctx.api.applications.attach(acne, {
      datasetId: capture.dataset_id,
      algorithmsFlags: { images: capture.mode },
    })
    ctx.runs.record({
      datasetId: capture.dataset_id,
      applicationId: acne.id,
      mode: capture.mode,
      runId: run.id ?? '',
    })
  }
  return true
}

/**
 * The acne application of the connected company, listed at most once per `ttlMs` (per API client) once found.
 * Its absence is not remembered, so a capture retried after the operator enabled it finds it at once.
 */
export function createAcneLookup(
  ttlMs: number,
  now: () => number,
): (api: SkinApi) => Promise<Application | null> {
  const cache = new WeakMap<SkinApi, { at: number; acne: Application }>()
  return async (api) => {
    const cached = cache.get(api)
    if (cached && now() - cached.at < ttlMs) return cached.acne
    const acne = findAcneApplication(await api.applications.all())
    if (acne) cache.set(api, { at: now(), acne })
    else cache.delete(api)
    return acne
  }
}
