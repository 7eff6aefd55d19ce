/**
 * The toggles of "show where": one button per mask (aria-pressed), with its colour and name, and the opacity
 * of all masks. A mask that cannot be drawn is named in a note with why, not offered as a toggle.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Chip, Text } from '../../../ui'
import { cx } from '../../../ui/classNames'
import type { PreparedMask } from './prepareMask'
import type { MaskView } from './useMasks'
import styles from './Masks.module.css'

type Props = { masks: readonly PreparedMask[]; view: MaskView; title: string }

export function MaskControls({ masks, view, title }: Props) {
  const { t } = useTranslation()
  const opacityId = useId()
  const name = (parameter: string) =>
    t(`results.masks.parameter.${parameter}`, {
      defaultValue: parameter.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
    })
  const drawable = masks.filter((mask) => mask.ok)
  const refused = masks.filter((mask) => !mask.ok)
  return (
    <fieldset className={styles.controls} data-testid="mask-controls">
      <legend className={styles.title}>{title}</legend>
      {drawable.length > 0 ? (
        <div className={styles.toggles}>
          {drawable.map((mask) => (
            <Chip
              key={mask.parameter}
              className={styles.toggle}
              aria-pressed={view.shown.has(mask.parameter)}
              data-testid={`mask-toggle-${mask.parameter}`}
              onClick={() => view.toggle(mask.parameter)}
            >
              <span className={styles.swatch} data-parameter={mask.parameter} aria-hidden="true" />
              {name(mask.parameter)}
            </Chip>
          ))}
        </div>
      ) : null}
      {drawable.length > 0 ? (
        <div className={styles.opacity}>
          <label htmlFor={opacityId}>{t('results.masks.opacity')}</label>
          <input
            id={opacityId}
            type="range"
            min={10}
            max={100}
            step={5}
            value={view.opacity}
            aria-valuetext={`${view.opacity} %`}
            data-testid="mask-opacity"
            onChange={(event) => view.setOpacity(Number(event.target.value))}
          />
        </div>
      ) : null}
      {refused.map((mask) => (
        <Text
          key={mask.parameter}
          tone="muted"
          className={cx(styles.note)}
          data-testid={`mask-refused-${mask.parameter}`}
        >
          {t(`results.masks.${mask.ok ? 'unreadable' : mask.reason}`, { name: name(mask.parameter) })}
        </Text>
      ))}
      <Text tone="muted" className={styles.note}>
        {t('results.masks.hint')}
      </Text>
    </fieldset>
  )
}
