/**
 * How the exchange stands (practice.status): whether the folder is watched, how many results wait for the PVS to
 * read the last file, and the files from the PVS moved to `error/` since the account opened, each with why.
 */
import { useTranslation } from 'react-i18next'
import { useChannel } from '../../../data/useChannel'
import { formatDateTime } from '../../../format/dates'
import { problemReason } from '../../../parts/practice/problemWords'
import { Text } from '../../../ui'
import styles from './practice.module.css'

export function PracticeStatusNote() {
  const { t, i18n } = useTranslation()
  const status = useChannel('practice.status', {}).data
  if (!status) return null
  const language = i18n.resolvedLanguage ?? 'en'
  return (
    <div className={styles.status}>
      <Text tone="muted" size="sm">
        {t(status.watching ? 'practiceSettings.watching' : 'practiceSettings.notWatching')}
      </Text>
      {status.resultsWaiting > 0 ? (
        <Text tone="muted" size="sm">
          {t('practiceSettings.resultsWaiting', { count: status.resultsWaiting })}
        </Text>
      ) : null}
      {status.problems.length > 0 ? (
        <>
          <h3 className={styles.problemsTitle}>{t('practiceSettings.problemsTitle')}</h3>
          <ul className={styles.problems}>
            {status.problems.map((problem) => (
              <li key={`${problem.at}-${problem.fileName}`}>
                {formatDateTime(problem.at, language)} · {problem.fileName}:{' '}
                {problemReason(problem.reason, problem.line, t, i18n)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
