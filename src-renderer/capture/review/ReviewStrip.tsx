/** The photos of this capture side by side, in side order, with an empty slot for each side still missing. */
import { captureSides } from '../../../src-shared/domain/sides'
import { useTranslation } from 'react-i18next'
import type { CaptureMode, CaptureSide } from '../../../src-shared/contract'
import { requiredSides, setProblems, type Photo } from '../photos/photoSet'
import { PhotoCard } from './PhotoCard'

type Props = {
  mode: CaptureMode
  photos: Photo[]
  cameraSide: CaptureSide | null
  onSide: (id: string, side: CaptureSide) => void
  onRemove: (id: string) => void
}

export function ReviewStrip({ mode, photos, cameraSide, onSide, onRemove }: Props) {
  const { t } = useTranslation()
  const problems = setProblems(photos, mode)
  const needed = requiredSides(mode)
  return (
    <section className="card review" data-testid="review-strip" aria-labelledby="review-title">
      <div className="section-head">
        <h2 id="review-title">{t('review.title')}</h2>
        <p className="muted">{t('review.count', { count: photos.length, needed: needed.length })}</p>
      </div>
      <div className="review-grid">
        {captureSides.flatMap((side) => {
          const ofSide = photos.filter((photo) => photo.side === side)
          if (ofSide.length === 0 && needed.includes(side)) {
            return [
              <div
                key={side}
                className={side === cameraSide ? 'photo-slot photo-slot-current' : 'photo-slot'}
                data-testid={`slot-${side}`}
              >
                <span className="photo-slot-side">{t(`capture.side.${side}`)}</span>
                <span className="muted">{side === cameraSide ? t('review.next') : t('review.notYet')}</span>
              </div>,
            ]
          }
          return ofSide.map((photo) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              mode={mode}
              problems={problems.get(photo.id) ?? []}
              onSide={onSide}
              onRemove={onRemove}
            />
          ))
        })}
      </div>
    </section>
  )
}
