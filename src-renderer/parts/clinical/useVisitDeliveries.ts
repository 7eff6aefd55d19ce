/**
 * A visit's deliveries to the record system and the image archive: read with `clinical.deliveries`, then kept
 * current by each `clinical.changed` main sends as the delivery moves (queued, sending, waiting, sent, failed).
 * A move of this visit (its `visitKey`: the capture's batch, or the image) is put straight into the cached
 * answer; one of the same subject whose visit is not known yet makes it read again.
 */
import { useEffect } from 'react'
import type { ClinicalVisitRef, Delivery, VisitDeliveries } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { channelKey } from '../../data/channelKey'
import { queryClient } from '../../data/queryClient'
import { useChannel } from '../../data/useChannel'

/** Puts a delivery main reported (an event, or `clinical.deliver`'s answer) into the visit's cached answer. */
export function putDelivery(ref: ClinicalVisitRef, delivery: Delivery): void {
  queryClient.setQueryData<VisitDeliveries>(channelKey('clinical.deliveries', ref), (before) => ({
    record: before?.record ?? null,
    archive: before?.archive ?? null,
    [delivery.target]: delivery,
  }))
}

export function useVisitDeliveries(ref: ClinicalVisitRef, visitKey: string) {
  const deliveries = useChannel('clinical.deliveries', ref)
  const { datasetId, subjectId, imageId } = ref
  useEffect(
    () =>
      skin.on('clinical.changed', (delivery) => {
        if (delivery.datasetId !== datasetId || delivery.subjectId !== subjectId) return
        const here = { datasetId, subjectId, imageId }
        if (delivery.visitKey === visitKey) putDelivery(here, delivery)
        else
          void queryClient.invalidateQueries({
            queryKey: channelKey('clinical.deliveries', here),
            exact: true,
          })
      }),
    [datasetId, subjectId, imageId, visitKey],
  )
  return deliveries
}
