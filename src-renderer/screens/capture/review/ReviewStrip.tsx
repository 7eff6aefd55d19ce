/** The photos of this capture side by side, in the order they came, then an empty slot for each missing side. */
import { captureSides } from '../../../../src-shared/domain/sides'
import { useTranslation } from 'react-i18next'
import type { CaptureMode, CaptureSide } from '../../../../src-shared/contract'
import { Card, SectionHead, Text } from '../../../ui'
import { cx } from '../../../ui/classNames'
import { requiredSides, setProblems, type Photo } from '../photos/photoSet'
import { PhotoCard } from './PhotoCard'
import styles from './ReviewStrip.module.css'

type Props = {
  mode: CaptureMode
  photos: Photo[]
  cameraSide: CaptureSide | null
  onSide: (id: string, side: CaptureSide) => void
  onRemove: (id: string) => void
  onAccept: (id: string, accepted: boolean) => void
}

export function ReviewStrip({ mode, photos, cameraSide, onSide, onRemove, onAccept }: Props) {
  const { t } = useTranslation()
  const problems = setProblems(photos, mode)
  const needed = requiredSides(mode)
  return (
    <Card as="section" data-testid="review-strip" aria-labelledby="review-title">
      <SectionHead
        title={t('review.title')}
        titleId="review-title"
        aside={
          <Text tone="muted" className={styles.count}>
            {t('review.count', { count: photos.length, needed: needed.length })}
          </Text>
        }
      />
      <div className={styles.grid}>
        {/* Photos stay where they were put (changing a side never moves a card); then a slot per missing side. */}
        {photos.map((photo) => (
          <PhotoCard
            key={photo.id}
            photo={photo}
            mode={mode}
            problems={problems.get(photo.id) ?? []}
            onSide={onSide}
            onRemove={onRemove}
            onAccept={onAccept}
          />
        ))}
        {captureSides
          .filter((side) => needed.includes(side) && !photos.some((photo) => photo.side === side))
          .map((side) => (
            <div
              key={side}
              className={cx(styles.slot, side === cameraSide && styles.slotCurrent)}
              data-testid={`slot-${side}`}
            >
              <span className={styles.slotSide}>{t(`capture.side.${side}`)}</span>
              <Text as="span" tone="muted">
                {side === cameraSide ? t('review.next') : t('review.notYet')}
              </Text>
            </div>
          ))}
      </div>
    </Card>
  )
}
