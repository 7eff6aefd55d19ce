/** A request's patient in words: "Müller, Jürgen", the birth date in the app's language. */
import type { TFunction } from 'i18next'
import type { PracticeRequestView } from '../../../src-shared/contract'
import { formatCalendarDate } from '../../format/dates'

export function patientName(request: PracticeRequestView, t: TFunction): string {
  const parts = [request.lastName, request.firstName].filter((p): p is string => !!p && p.trim() !== '')
  return parts.length > 0 ? parts.join(', ') : t('practice.create.noName')
}

export function createQuestion(request: PracticeRequestView, t: TFunction, language: string): string {
  const name = patientName(request, t)
  const birthDate = formatCalendarDate(request.birthDate, language)
  return birthDate
    ? t('practice.create.question', { name, birthDate, number: request.patientNumber })
    : t('practice.create.questionNoBirth', { name, number: request.patientNumber })
}
