/**
 * The face map: the front and both profiles, each zone a toggle (role checkbox, named, focusable with Tab,
 * switched with Space or Enter, or a click), and beside it the chosen zones as text. Controlled: `zones` in,
 * `onChange` with the new list out.
 */
import { useTranslation } from 'react-i18next'
import type { FaceZone } from '../../../src-shared/contract'
import { allZones, faceViews, zonesOf, zoneShapes, type FaceView } from './faceZones'
import styles from './treatments.module.css'

type Props = {
  zones: readonly FaceZone[]
  onChange: (zones: FaceZone[]) => void
  disabled?: boolean
  /** The error under the map, if any. */
  error?: string | null
}

/** The head's outline in each view: a face from the front, a profile looking left or right. */
const outlines: Record<FaceView, string> = {
  front:
    'M50 6 C22 6 10 30 11 56 C12 84 28 108 50 110 C72 108 88 84 89 56 C90 30 78 6 50 6 Z M38 110 L38 128 M62 110 L62 128',
  left: 'M45 6 C70 6 86 26 84 56 C83 76 78 96 62 108 L44 106 C36 100 30 92 28 84 L20 78 L26 70 L18 60 L28 50 C26 28 30 8 45 6 Z',
  right:
    'M55 6 C30 6 14 26 16 56 C17 76 22 96 38 108 L56 106 C64 100 70 92 72 84 L80 78 L74 70 L82 60 L72 50 C74 28 70 8 55 6 Z',
}

export function FaceMap({ zones, onChange, disabled = false, error }: Props) {
  const { t } = useTranslation()
  const chosen = new Set(zones)
  const toggle = (zone: FaceZone) => {
    if (disabled) return
    const next = chosen.has(zone) ? zones.filter((z) => z !== zone) : [...zones, zone]
    onChange(allZones.filter((z) => next.includes(z)))
  }
  return (
    <fieldset className={styles.faceMap} data-testid="face-map">
      <legend>{t('treatments.field.zones')}</legend>
      <div className={styles.views}>
        {faceViews.map((view) => (
          <svg
            key={view}
            viewBox="0 0 100 130"
            className={styles.view}
            role="group"
            aria-label={t(`treatments.view.${view}`)}
          >
            <path d={outlines[view]} className={styles.outline} aria-hidden="true" />
            {zonesOf(view).map((zone) => {
              const s = zoneShapes[zone]
              const on = chosen.has(zone)
              const name = t(`treatments.zone.${zone}`)
              return (
                <g
                  key={zone}
                  role="checkbox"
                  aria-checked={on}
                  aria-label={name}
                  aria-disabled={disabled || undefined}
                  tabIndex={disabled ? -1 : 0}
                  data-zone={zone}
                  className={styles.zone}
                  onClick={() => toggle(zone)}
                  onKeyDown={(e) => {
                    if (e.key === ' ' || e.key === 'Enter') {
                      e.preventDefault()
                      toggle(zone)
                    }
                  }}
                >
                  <title>{name}</title>
                  <ellipse cx={s.cx} cy={s.cy} rx={s.rx} ry={s.ry} data-on={on} />
                </g>
              )
            })}
            <text x="50" y="128" textAnchor="middle" className={styles.viewName} aria-hidden="true">
              {t(`treatments.view.${view}`)}
            </text>
          </svg>
        ))}
        <div className={styles.chosen}>
          <p className={styles.chosenTitle} id="face-map-chosen">
            {t('treatments.chosenZones', { count: zones.length })}
          </p>
          <ul aria-labelledby="face-map-chosen" data-testid="face-map-chosen">
            {zones.map((zone) => (
              <li key={zone}>{t(`treatments.zone.${zone}`)}</li>
            ))}
          </ul>
        </div>
      </div>
      {error ? (
        <p className={styles.error} role="alert" data-testid="error-treatment-zones">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
