/**
 * What a unit means ("‰ = thousandths of the face area"), behind a small button next to the value: opened with
 * the keyboard or a click, read by screen readers (the button names the unit, the text follows it), not hover-only.
 */
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { UnitKind } from './unitKind'
import styles from './UnitHelp.module.css'

export function UnitHelp({ kind }: { kind: UnitKind }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <span className={styles.unitHelp}>
      <button
        type="button"
        className={styles.button}
        data-testid={`unit-help-${kind}`}
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('units.explain', { unit: t(`units.name.${kind}`) })}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation()
            setOpen(false)
          }
        }}
      >
        ?
      </button>
      <span id={id} className={styles.text} role="note" hidden={!open} data-testid="unit-help-text">
        {t(`units.meaning.${kind}`)}
      </span>
    </span>
  )
}
