/** The sides this capture needs, in order, each marked taken, being taken now, or still to come. */
import { useTranslation } from 'react-i18next'
import type { CaptureMode, CaptureSide } from '../../../src-shared/contract'
import { requiredSides, type Photo } from '../photos/photoSet'

type Props = { mode: CaptureMode; photos: Photo[]; current: CaptureSide | null }

export function CaptureSteps({ mode, photos, current }: Props) {
  const { t } = useTranslation()
  return (
    <section className="card aside-card" aria-labelledby="capture-steps-title">
      <h2 id="capture-steps-title" className="aside-title">
        {t('capture.stepsTitle')}
      </h2>
      <ol className="steps">
        {requiredSides(mode).map((side, i) => {
          const state = photos.some((p) => p.side === side) ? 'done' : side === current ? 'current' : 'todo'
          return (
            <li key={side} className={`step step-${state}`} data-testid={`step-${side}`} data-state={state}>
              <span className="step-mark" aria-hidden="true">
                {state === 'done' ? (
                  <svg viewBox="0 0 16 16" width="12" height="12">
                    <path d="m3.5 8.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                ) : (
                  i + 1
                )}
              </span>
              <span className="step-text">
                <span className="step-name">{t(`capture.side.${side}`)}</span>
                <span className="step-detail">{t(`capture.sideHow.${side}`)}</span>
              </span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
