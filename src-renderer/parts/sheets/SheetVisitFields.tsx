/** The sheet's two visits (each named by its date and its sides) and the sides both have, as checkboxes. */
import { useTranslation } from 'react-i18next'
import { captureSides } from '../../../src-shared/domain/sides'
import { formatDateTime } from '../../format/dates'
import { listFormat } from '../../format/intlCache'
import { Checkbox, Select, Text } from '../../ui'
import type { SheetCapture } from './sheetChoices'
import type { SheetForm } from './useSheetForm'
import styles from './sheets.module.css'

type Props = { form: SheetForm; disabled: boolean; sidesError: boolean }

export function SheetVisitFields({ form, disabled, sidesError }: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const label = (c: SheetCapture) =>
    t('sheet.visitChoice', {
      date: formatDateTime(c.at, language) ?? c.at,
      sides: listFormat(language, { type: 'unit' }).format(
        captureSides.filter((s) => c.photos[s]).map((s) => t(`sheet.side.${s}`)),
      ),
    })
  return (
    <>
      <div className={styles.visits}>
        <Select
          id="sheet-before"
          label={t('sheet.before')}
          data-testid="sheet-before"
          value={form.before?.key ?? ''}
          onChange={(e) => form.chooseBefore(e.target.value)}
          disabled={disabled}
        >
          {form.beforeChoices.map((c) => (
            <option key={c.key} value={c.key}>
              {label(c)}
            </option>
          ))}
        </Select>
        <Select
          id="sheet-after"
          label={t('sheet.after')}
          data-testid="sheet-after"
          value={form.after?.key ?? ''}
          onChange={(e) => form.chooseAfter(e.target.value)}
          disabled={disabled}
        >
          {form.afterChoices.map((c) => (
            <option key={c.key} value={c.key}>
              {label(c)}
            </option>
          ))}
        </Select>
      </div>
      <fieldset
        className={styles.group}
        aria-describedby={sidesError ? 'sheet-sides-error' : undefined}
        data-testid="sheet-sides"
      >
        <legend>{t('sheet.sidesLegend')}</legend>
        {form.offered.length === 0 ? (
          <Text tone="muted" data-testid="sheet-no-sides">
            {t('sheet.noSides')}
          </Text>
        ) : null}
        {form.offered.map((side) => (
          <Checkbox
            key={side}
            label={t(`sheet.side.${side}`)}
            data-testid={`sheet-side-${side}`}
            checked={form.sides.includes(side)}
            onChange={(e) => form.tick(side, e.target.checked)}
            disabled={disabled}
          />
        ))}
        {sidesError ? (
          <Text tone="danger" size="sm" id="sheet-sides-error" data-testid="sheet-sides-error">
            {t('sheet.sidesRequired')}
          </Text>
        ) : null}
      </fieldset>
    </>
  )
}
