/** A capture in a backoff after a failed request: why it waits, and a countdown to the next try. */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { QueueRetry } from '../../../src-shared/contract'
import { secondsUntil } from './queueState'
import styles from './queue.module.css'

export function RetryNotice({ retry }: { retry: QueueRetry }) {
  const { t } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  const seconds = secondsUntil(retry.at, now)
  useEffect(() => {
    if (seconds === 0) return
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [retry.at, seconds])
  return (
    <p className={styles.retry} data-testid="queue-retry-notice" data-reason={retry.reason} role="status">
      {seconds > 0 ? t(`queue.backoff.${retry.reason}`, { seconds }) : t(`queue.backoff.${retry.reason}Now`)}
    </p>
  )
}
