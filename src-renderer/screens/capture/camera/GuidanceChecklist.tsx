/** The live checks, each ok or not with what is wrong; the photo is taken once all hold. */
import { useTranslation } from 'react-i18next'
import { Card, Icon, Text, VisuallyHidden } from '../../../ui'
import { cx } from '../../../ui/classNames'
import aside from '../aside.module.css'
import styles from './checklists.module.css'
import type { LiveGuidance } from './useGuidance'

export function GuidanceChecklist({ live }: { live: LiveGuidance }) {
  const { t } = useTranslation()
  const checks = live.guidance?.checks ?? null
  return (
    <Card as="section" className={aside.card} aria-labelledby="guidance-checks-title">
      <h2 id="guidance-checks-title" className={aside.title}>
        {t('guidance.checksTitle')}
      </h2>
      {checks ? (
        <ul className={styles.list} data-testid="guidance-checks">
          {checks.map((check) => (
            <li
              key={check.name}
              className={cx(
                styles.item,
                check.ok ? (check.reason ? styles.checkNote : styles.checkOk) : styles.checkBad,
              )}
              data-testid={`check-${check.name}`}
              data-state={check.ok ? (check.reason ? 'note' : 'ok') : 'bad'}
            >
              <span className={styles.checkMark} aria-hidden="true">
                <Icon name={check.ok ? 'check-small' : 'exclamation-small'} size={12} />
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{t(`guidance.check.${check.name}`)}</span>
                {check.ok && !check.reason ? null : (
                  <span className={styles.checkDetail}>{t(`guidance.hint.${check.reason ?? 'noFace'}`)}</span>
                )}
              </span>
              <VisuallyHidden>{check.ok ? t('guidance.ok') : t('guidance.notYet')}</VisuallyHidden>
            </li>
          ))}
        </ul>
      ) : (
        <Text tone="muted" className={styles.waiting} data-testid="guidance-waiting">
          {live.status === 'unavailable' ? t('guidance.unavailable') : t('guidance.starting')}
        </Text>
      )}
    </Card>
  )
}
