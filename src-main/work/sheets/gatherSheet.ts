/**
 * What a before/after sheet is made from (issue 45), gathered by main as the screens read it, so it works offline
 * from the kept copies: the subject's history through the history reader (the kept copy offline), each pair's
 * photos checked against their visit and side there (`sheet_pairs_invalid`) and read through the path
 * `images.original` takes (the kept photo first), the treatments between the two visits from the treatment log
 * (src-shared/domain/treatmentsBetween.ts, compare's rule), and the first pair's change of each measure
 * (src-shared/domain/metricChange.ts, compare's rule, against the floors in force).
 */
import type {
  CaptureSide,
  MakeSheetArgs,
  SheetPair,
  SubjectHistory,
  Treatment,
  Visit,
} from '../../../src-shared/contract'
import { metricDeltas, type MetricDelta } from '../../../src-shared/domain/metricChange'
import { treatmentsBetween } from '../../../src-shared/domain/treatmentsBetween'
import { AppFailure } from '../appFailure'

type Place = { datasetId: string; subjectId: string }

export interface GatherDeps {
  /** The subject's whole history (results/subjectHistoryReader.ts: fresh, or the kept copy offline). */
  history(args: Place & { since: null }): Promise<SubjectHistory>
  /** A photo's bytes as `images.original` reads them (the kept copy first). */
  original(imageId: string, place: Place): Promise<{ bytes: Uint8Array; mediaType: string }>
  /** The subject's treatments (treatments/treatmentLog.ts: the outbox's writes over the service's, or the copy). */
  treatments(place: Place): Promise<Treatment[]>
  /** The noise floors in force (the measured ones with the administrator's overrides). */
  noiseFloors(): Promise<Readonly<Record<string, number>>>
}

export interface GatheredPair {
  pair: SheetPair
  before: Uint8Array
  after: Uint8Array
}

export interface GatheredSheet {
  /** When each visit's photos were taken, as the history has them. */
  beforeAt: string
  afterAt: string
  pairs: GatheredPair[]
  treatments: Treatment[]
  /** The side the measures are of (the first pair's) and their change. */
  metricSide: CaptureSide
  metrics: MetricDelta[]
}

const keyOf = (visit: Visit) => visit.batchId ?? visit.imageId
const invalid = (why: string) => new AppFailure('sheet_pairs_invalid', {}, 'pairs', why)

/** Each pair's two history entries: the photos are of their visits and side, each side once, before before after. */
export function checkedPairs(
  args: Pick<MakeSheetArgs, 'before' | 'after' | 'pairs'>,
  visits: readonly Visit[],
): { before: Visit; after: Visit }[] {
  if (args.before.key === args.after.key) throw invalid('the same visit twice')
  if (new Set(args.pairs.map((p) => p.side)).size !== args.pairs.length) throw invalid('a side twice')
  const entry = (imageId: string, key: string, side: CaptureSide, which: string) => {
    const visit = visits.find((v) => v.imageId === imageId)
    if (!visit || keyOf(visit) !== key)
      throw invalid(`the ${which} ${side} photo is not of the ${which} visit`)
    if ((visit.side ?? 'front') !== side) throw invalid(`the ${which} photo is not of the ${side} side`)
    return visit
  }
  const found = args.pairs.map((p) => ({
    before: entry(p.beforeImageId, args.before.key, p.side, 'before'),
    after: entry(p.afterImageId, args.after.key, p.side, 'after'),
  }))
  for (const { before, after } of found)
    if (Date.parse(before.capturedAt) > Date.parse(after.capturedAt))
      throw invalid('the after visit is earlier')
  return found
}

export async function gatherSheet(deps: GatherDeps, args: MakeSheetArgs): Promise<GatheredSheet> {
  const place = { datasetId: args.datasetId, subjectId: args.subjectId }
  const history = await deps.history({ ...place, since: null })
  const found = checkedPairs(args, history.visits)
  const first = found[0]!
  const beforeAt = first.before.capturedAt
  const afterAt = first.after.capturedAt
  const [list, floors] = await Promise.all([deps.treatments(place), deps.noiseFloors()])
  const pairs: GatheredPair[] = []
  // one pair's photos at a time: they are large
  for (const pair of args.pairs) {
    const [before, after] = await Promise.all([
      deps.original(pair.beforeImageId, place),
      deps.original(pair.afterImageId, place),
    ])
    pairs.push({ pair, before: before.bytes, after: after.bytes })
  }
  return {
    beforeAt,
    afterAt,
    pairs,
    treatments: treatmentsBetween(
      list,
      { key: args.before.key, at: beforeAt },
      { key: args.after.key, at: afterAt },
    ),
    metricSide: first.before.side ?? 'front',
    metrics: metricDeltas(first.before, first.after, floors),
  }
}
