/**
 * A delivery's state in words, for the visit screen: in the record / archived since when, on its way, waiting
 * (offline: sent when the connection is back; the server could not take it: tried again at a time), or not sent
 * and why (the error's own words, which say what to do).
 */
import type { TFunction } from 'i18next'
import type { ClinicalTarget, Delivery } from '../../../src-shared/contract'
import { formatDateTime, formatTime } from '../../format/dates'
import { errorMessageFor } from '../../i18n/errorKey'
import type { AppErrorCode } from '../../../src-shared/contract'

/** Codes that mean the server could not be reached at all: offline, a closed port, no answer in time. */
const offlineCodes: readonly string[] = ['record_unreachable', 'record_timeout', 'archive_unreachable']

export type DeliveryTone = 'none' | 'busy' | 'ok' | 'waiting' | 'failed'

export function deliveryTone(delivery: Delivery | null): DeliveryTone {
  if (!delivery) return 'none'
  if (delivery.state === 'queued' || delivery.state === 'sending') return 'busy'
  if (delivery.state === 'sent') return 'ok'
  return delivery.state
}

function reason(delivery: Delivery, t: TFunction): string {
  const code = (delivery.problem?.code ?? 'internal') as AppErrorCode
  const message = errorMessageFor(code, {})
  return t(message.key, message.params)
}

export function deliveryWords(
  target: ClinicalTarget,
  delivery: Delivery | null,
  t: TFunction,
  language: string,
): string {
  const key = `clinical.${target}`
  if (!delivery) return t(`${key}.none`)
  switch (delivery.state) {
    case 'queued':
    case 'sending':
      return t(`${key}.sending`)
    case 'sent':
      return t(`${key}.sent`, { when: formatDateTime(delivery.sentAt, language) ?? '' })
    case 'waiting': {
      if (offlineCodes.includes(delivery.problem?.code ?? '')) return t(`${key}.offline`)
      const time = formatTime(delivery.nextTryAt, language)
      return time
        ? t(`${key}.waiting`, { reason: reason(delivery, t), time })
        : t(`${key}.waitingSoon`, { reason: reason(delivery, t) })
    }
    case 'failed':
      return t(`${key}.failed`, { reason: reason(delivery, t) })
  }
}
