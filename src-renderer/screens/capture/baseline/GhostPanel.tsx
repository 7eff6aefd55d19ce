/** The ghost's card beside the camera: what it is (or why there is none), the toggle and the opacity. */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../format/dates'
import { Card, Checkbox, Text } from '../../../ui'
import aside from '../aside.module.css'
import styles from './ghost.module.css'
import { GHOST_OPACITY_MAX, GHOST_OPACITY_MIN, type GhostView } from './ghostView'
import type { Baseline } from './useBaselines'

export function GhostPanel({ baseline, view }: { baseline: Baseline; view: GhostView }) {
  const { t, i18n } = useTranslation()
  const opacityId = useId()
  const language = i18n.resolvedLanguage ?? 'en'
  return (
    <Card as="section" className={aside.card} aria-labelledby="ghost-title" data-testid="ghost-panel">
      <h2 id="ghost-title" className={aside.title}>
        {t('ghost.title')}
      </h2>
      {baseline.status === 'ready' ? (
        <>
          <Text tone="muted" className={styles.note} data-testid="ghost-from">
            {t('ghost.from', { date: formatDate(baseline.visit.capturedAt, language) ?? '' })}
          </Text>
          <Checkbox
            label={t('ghost.show')}
            checked={view.shown}
            data-testid="ghost-toggle"
            onChange={(event) => view.setShown(event.target.checked)}
          />
          <div className={styles.opacity}>
            <label htmlFor={opacityId}>{t('ghost.opacity')}</label>
            <input
              id={opacityId}
              type="range"
              min={GHOST_OPACITY_MIN}
              max={GHOST_OPACITY_MAX}
              step={5}
              value={view.opacity}
              disabled={!view.shown}
              aria-valuetext={`${view.opacity} %`}
              data-testid="ghost-opacity"
              onChange={(event) => view.setOpacity(Number(event.target.value))}
            />
          </div>
          <Text
            tone="muted"
            className={styles.note}
            data-testid="ghost-state"
            data-state={baseline.shot ? 'matched' : 'noFace'}
          >
            {t(baseline.shot ? 'ghost.note' : 'ghost.noFace')}
          </Text>
        </>
      ) : (
        <Text tone="muted" className={styles.note} data-testid="ghost-state" data-state={baseline.status}>
          {t(`ghost.${baseline.status}`)}
        </Text>
      )}
    </Card>
  )
}
