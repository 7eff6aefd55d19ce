/**
 * Why a file from the PVS went to `error/`, in words, naming the line where the problem is a line's; a reason this
 * page does not know yet reads as "not a GDT file".
 */
import type { i18n as I18n, TFunction } from 'i18next'

export function problemReason(
  reason: string,
  line: number | null,
  t: TFunction,
  i18n: Pick<I18n, 'exists'>,
): string {
  const atLine = `practice.reasonsAtLine.${reason}`
  if (line !== null && i18n.exists(atLine)) return t(atLine, { line })
  const key = `practice.reasons.${reason}`
  return i18n.exists(key) ? t(key) : t('practice.reasons.other')
}
