/** The analysed photo, fetched through the bridge; a calm placeholder while it loads or if it cannot. */
import { useTranslation } from 'react-i18next'
import { useImageUrl } from './useImageUrl'

export function ResultsPhoto({ imageId, alt }: { imageId: string; alt: string }) {
  const { t } = useTranslation()
  const image = useImageUrl(imageId)
  if (image.status === 'ready') {
    return <img className="results-photo" data-testid="results-photo" src={image.url} alt={alt} />
  }
  return (
    <div className="results-photo results-photo-empty" data-testid="results-photo-pending">
      {image.status === 'error' ? t('results.photoUnavailable') : <span className="skeleton" />}
    </div>
  )
}
