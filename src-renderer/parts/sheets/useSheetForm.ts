/**
 * The sheet dialog's choices: the two visits (the earlier before the later), the sides (all that both have, until
 * one is unticked), the use and, for marketing, the crop. The sides follow the visits: a side both new visits
 * have is ticked unless it was unticked.
 */
import { useMemo, useState } from 'react'
import type { SheetCrop, SheetPurpose } from '../../../src-shared/contract'
import type { Side } from '../../../src-shared/domain/sides'
import { firstPair, sidesOfBoth, type ChosenPair, type SheetCapture } from './sheetChoices'

export function useSheetForm(captures: readonly SheetCapture[], wanted: ChosenPair | null) {
  const offeredFirst = useMemo(() => firstPair(captures, wanted), [captures, wanted])
  const [picked, setPicked] = useState<ChosenPair | null>(null)
  const pair = picked ?? offeredFirst
  const at = (key: string | undefined) => captures.findIndex((c) => c.key === key)
  const before = captures[at(pair?.before)]
  const after = captures[at(pair?.after)]
  const offered = sidesOfBoth(before, after)
  const [unticked, setUnticked] = useState<readonly Side[]>([])
  const sides = offered.filter((side) => !unticked.includes(side))
  const [purpose, setPurpose] = useState<SheetPurpose>('patientFile')
  const [crop, setCrop] = useState<SheetCrop>('face')

  /** The earlier visit: the later one stays when it is still later, else the latest is taken. */
  const chooseBefore = (key: string) => {
    const latest = captures[captures.length - 1]
    const later = pair && at(pair.after) > at(key) ? pair.after : latest?.key
    if (later) setPicked({ before: key, after: later })
  }
  const chooseAfter = (key: string) => {
    if (pair) setPicked({ before: pair.before, after: key })
  }
  const tick = (side: Side, on: boolean) =>
    setUnticked((now) => (on ? now.filter((s) => s !== side) : [...now, side]))

  return {
    before,
    after,
    /** The visits the earlier one may be (all but the latest) and the later one (those after the earlier). */
    beforeChoices: captures.slice(0, -1),
    afterChoices: captures.slice(Math.max(at(pair?.before) + 1, 0)),
    chooseBefore,
    chooseAfter,
    offered,
    sides,
    tick,
    purpose,
    setPurpose,
    crop,
    setCrop,
  }
}

export type SheetForm = ReturnType<typeof useSheetForm>
