/**
 * "Show where": the visit's photo with the masks of Face Skin Analysis 3.0 over it. A toggle per mask (a button
 * that is pressed or not, each in the legend's colour), one opacity for all, and a note for a mask that cannot be
 * drawn. Without masks it is the photo alone.
 */
import { useTranslation } from 'react-i18next'
import { ResultsPhoto } from '../ResultsPhoto'
import { MaskControls } from './MaskControls'
import { MaskLayers } from './MaskLayers'
import { useMaskView, usePreparedMasks } from './useMasks'
import styles from './Masks.module.css'

export function PhotoWithMasks({ imageId, alt }: { imageId: string; alt: string }) {
  const { t } = useTranslation()
  const view = useMaskView()
  const { masks, onPhotoSize } = usePreparedMasks(imageId)
  return (
    <>
      <div className={styles.stack}>
        <ResultsPhoto imageId={imageId} alt={alt} onSize={onPhotoSize} />
        <MaskLayers masks={masks} shown={view.shown} opacity={view.opacity} />
      </div>
      {masks.length > 0 ? <MaskControls masks={masks} view={view} title={t('results.masks.title')} /> : null}
    </>
  )
}
