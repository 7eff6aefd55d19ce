/** Photos from files: drop them here (or anywhere on the screen), or choose them; one to three at a time. */
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Card, Icon, Text } from '../../../ui'
import { cx } from '../../../ui/classNames'
import aside from '../aside.module.css'
import styles from './DropZone.module.css'
import type { DropNotice } from './photoSetReducer'

type Props = { notice: DropNotice | null; onFiles: (files: File[]) => void }

export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp'

export function DropZone({ notice, onFiles }: Props) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const list = (names: string[]) => names.map((name) => `“${name}”`).join(', ')

  return (
    <Card
      as="section"
      className={cx(aside.card, styles.zone, over && styles.over)}
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
      <Icon name="upload-files" className={styles.icon} size={26} />
      <h2 id="drop-zone-title" className={cx(aside.title, styles.title)}>
        {t('photos.dropTitle')}
      </h2>
      <Text tone="muted" className={styles.text}>
        {t('photos.dropHint')}
      </Text>
      <Button size="small" data-testid="choose-files" onClick={() => input.current?.click()}>
        {t('photos.choose')}
      </Button>
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
        <p className={styles.notice} role="alert" data-testid="drop-notice">
          {t(notice.kept.length ? 'photos.tooMany' : 'photos.noRoom', {
            count: notice.limit,
            kept: list(notice.kept),
            refused: list(notice.refused),
          })}
        </p>
      ) : null}
    </Card>
  )
}
