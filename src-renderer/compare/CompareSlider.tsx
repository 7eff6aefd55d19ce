/** Two photos of the same side stacked; a range input reveals the newer one over the older. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useImageUrl } from '../results/useImageUrl'

type Side = { imageId: string; label: string }

export function CompareSlider({ before, after }: { before: Side; after: Side }) {
  const { t } = useTranslation()
  const [split, setSplit] = useState(50)
  const a = useImageUrl(before.imageId)
  const b = useImageUrl(after.imageId)
  return (
    <div className="compare-stage">
      <div className="compare-frame">
        {a.status === 'ready' ? (
          <img className="compare-photo" data-testid="compare-photo-a" src={a.url} alt={before.label} />
        ) : (
          <div className="compare-photo compare-photo-empty">
            {a.status === 'error' ? t('results.photoUnavailable') : null}
          </div>
        )}
        {b.status === 'ready' ? (
          <img
            className="compare-photo compare-photo-top"
            data-testid="compare-photo-b"
            src={b.url}
            alt={after.label}
            style={{ clipPath: `inset(0 0 0 ${split}%)` }}
          />
        ) : null}
        <span className="compare-divider" style={{ left: `${split}%` }} aria-hidden="true" />
        <span className="compare-tag compare-tag-a">{before.label}</span>
        <span className="compare-tag compare-tag-b">{after.label}</span>
      </div>
      <input
        type="range"
        className="compare-range"
        data-testid="compare-slider"
        min={0}
        max={100}
        value={split}
        aria-label={t('compare.slider')}
        onChange={(e) => setSplit(Number(e.target.value))}
      />
    </div>
  )
}
