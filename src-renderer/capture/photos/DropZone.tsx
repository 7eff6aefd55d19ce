/** Photos from files: drop them here (or anywhere on the screen), or choose them; one to three at a time. */
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DropNotice } from './photoSetReducer'

type Props = { notice: DropNotice | null; onFiles: (files: File[]) => void }

export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp'

export function DropZone({ notice, onFiles }: Props) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const list = (names: string[]) => names.map((name) => `“${name}”`).join(', ')

  return (
    <section
      className={over ? 'card aside-card drop-zone drop-zone-over' : 'card aside-card drop-zone'}
      data-testid="drop-zone"
      aria-labelledby="drop-zone-title"
      onDragEnter={() => setOver(true)}
      onDragOver={(event) => {
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
        setOver(true)
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
      }}
      onDrop={() => setOver(false)}
    >
      <svg className="drop-zone-icon" viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
        <path
          d="M4 16.5v2A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5v-2M12 4v11m0-11L8 8m4-4 4 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id="drop-zone-title" className="aside-title">
        {t('photos.dropTitle')}
      </h2>
      <p className="muted drop-zone-text">{t('photos.dropHint')}</p>
      <button
        type="button"
        className="button button-small"
        data-testid="choose-files"
        onClick={() => input.current?.click()}
      >
        {t('photos.choose')}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_TYPES}
        hidden
        data-testid="file-input"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])])
          event.target.value = ''
        }}
      />
      {notice ? (
        <p className="drop-notice" role="alert" data-testid="drop-notice">
          {t(notice.kept.length ? 'photos.tooMany' : 'photos.noRoom', {
            count: notice.limit,
            kept: list(notice.kept),
            refused: list(notice.refused),
          })}
        </p>
      ) : null}
    </section>
  )
}
