/**
 * The noise floors in force: the measured ones (src-shared/domain/noiseFloors.ts) with this service's
 * administrator's overrides over them (the `noiseFloors` preference). Until the preferences are read, the
 * measured ones.
 */
import { useMemo } from 'react'
import { floorsWith } from '../../src-shared/domain/noiseFloors'
import { useChannel } from './useChannel'

export function useNoiseFloors(): Readonly<Record<string, number>> {
  const overrides = useChannel('preferences.get', {}).data?.noiseFloors
  return useMemo(() => floorsWith(overrides ?? {}), [overrides])
}
