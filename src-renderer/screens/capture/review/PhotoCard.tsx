/**
 * One photo of the capture: thumbnail, side (chosen for files), and right next to it whatever is wrong with it
 * (errors block sending, warnings do not), with Retake for camera shots and Remove for files.
 */
import { captureSides } from '../../../../src-shared/domain/sides'
import { useTranslation } from 'react-i18next'
import type { CaptureMode, CaptureSide } from '../../../../src-shared/contract'
import { formatMegabytes } from '../../../format/bytes'
import { Button, Checkbox, Icon, Spinner, Text } from '../../../ui'
import { cx } from '../../../ui/classNames'
import {
  blockingWarnings,
  needsOverride,
  photoWarnings,
  type Photo,
  type SetProblem,
} from '../photos/photoSet'
import styles from './PhotoCard.module.css'
import { fileProblemMessage, setProblemMessage, warningMessage, type Message } from './problemText'

type Props = {
  photo: Photo
  mode: CaptureMode
  problems: SetProblem[]
  onSide: (id: string, side: CaptureSide) => void
  onRemove: (id: string) => void
  onAccept: (id: string, accepted: boolean) => void
}

export function PhotoCard({ photo, mode, problems, onSide, onRemove, onAccept }: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const sideName = t(`capture.side.${photo.side}`)
  const text = (m: Message) => t(m.key, m.params)
  const errors = [
    ...(photo.problem ? [fileProblemMessage(photo.problem, (b) => formatMegabytes(b, language))] : []),
    ...problems.map((problem) => setProblemMessage(problem, sideName)),
  ]
  const warnings = photoWarnings(photo).map((warning) =>
    warningMessage(
      warning,
      warning.name === 'unchecked' ? t('photos.unchecked') : t(`guidance.check.${warning.name}`),
    ),
  )
  const blocked = blockingWarnings(photo).length > 0
  const state =
    photo.status === 'reading'
      ? 'reading'
      : errors.length || needsOverride(photo)
        ? 'error'
        : warnings.length
          ? 'warning'
          : 'ok'
  const canChooseSide = photo.source === 'file' && mode === 'triplet' && photo.status === 'ready'

  return (
    <article
      className={cx(styles.card, state === 'error' && styles.error, state === 'warning' && styles.warning)}
      data-testid={`shot-${photo.side}`}
      data-state={state}
    >
      <div className={styles.thumb}>
        {photo.previewUrl ? (
          <img src={photo.previewUrl} alt={t('photos.thumbAlt', { side: sideName })} />
        ) : (
          <span className={styles.thumbEmpty} aria-hidden="true">
            {photo.status === 'reading' ? <Spinner /> : <Icon name="file-unreadable" size={30} />}
          </span>
        )}
        <span className={styles.sideChip}>{sideName}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.source} title={photo.fileName ?? undefined}>
          {photo.source === 'camera' ? t('photos.fromCamera') : photo.fileName}
          {photo.width && photo.height ? (
            <span className={styles.size}>
              {' '}
              · {photo.width} × {photo.height}
            </span>
          ) : null}
        </p>
        {canChooseSide ? (
          <label className={styles.sideSelect}>
            <span>{t('photos.side')}</span>
            <select
              data-testid="side-select"
              value={photo.side}
              onChange={(e) => {
                const side = captureSides.find((s) => s === e.target.value)
                if (side) onSide(photo.id, side)
              }}
            >
              {captureSides.map((side) => (
                <option key={side} value={side}>
                  {t(`capture.side.${side}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {photo.status === 'reading' ? (
          <Text tone="muted" className={styles.note}>
            {t('photos.checking')}
          </Text>
        ) : null}
        {errors.map((m) => (
          <p key={m.key} className={styles.problem} data-testid="photo-error">
            {text(m)}
          </p>
        ))}
        {warnings.map((m) => (
          <p
            key={`${m.key}-${String(m.params.check ?? '')}`}
            className={styles.caution}
            data-testid="photo-warning"
          >
            {text(m)}
          </p>
        ))}
        {blocked && !errors.length ? (
          <Checkbox
            align="start"
            className={styles.accept}
            label={t('photos.acceptAnyway')}
            data-testid={`accept-${photo.side}`}
            checked={photo.acceptedAnyway}
            onChange={(e) => onAccept(photo.id, e.target.checked)}
          />
        ) : null}
        {state === 'ok' ? <p className={styles.ok}>{t('photos.ok')}</p> : null}
        <div className={styles.actions}>
          {photo.source === 'camera' ? (
            <Button size="small" data-testid={`retake-${photo.side}`} onClick={() => onRemove(photo.id)}>
              {t('photos.retake')}
            </Button>
          ) : (
            <Button
              variant="quiet"
              size="small"
              data-testid="remove-photo"
              onClick={() => onRemove(photo.id)}
            >
              {t('photos.remove')}
            </Button>
          )}
        </div>
      </div>
    </article>
  )
}
