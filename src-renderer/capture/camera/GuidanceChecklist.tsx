/** The live checks, each ok or not with what is wrong; the photo is taken once all hold. */
import { useTranslation } from 'react-i18next'
import { Card, Icon } from '../../ui'
import type { LiveGuidance } from './useGuidance'

export function GuidanceChecklist({ live }: { live: LiveGuidance }) {
  const { t } = useTranslation()
  const checks = live.guidance?.checks ?? null
  return (
    <Card as="section" className="aside-card" aria-labelledby="guidance-checks-title">
      <h2 id="guidance-checks-title" className="aside-title">
        {t('guidance.checksTitle')}
      </h2>
      {checks ? (
        <ul className="checks" data-testid="guidance-checks">
          {checks.map((check) => (
            <li
              key={check.name}
              className={
                check.ok ? (check.reason ? 'check check-note' : 'check check-ok') : 'check check-bad'
              }
              data-testid={`check-${check.name}`}
              data-state={check.ok ? (check.reason ? 'note' : 'ok') : 'bad'}
            >
              <span className="check-mark" aria-hidden="true">
                <Icon name={check.ok ? 'check-small' : 'exclamation-small'} size={12} />
              </span>
              <span className="check-text">
                <span className="check-name">{t(`guidance.check.${check.name}`)}</span>
                {check.ok && !check.reason ? null : (
                  <span className="check-detail">{t(`guidance.hint.${check.reason ?? 'noFace'}`)}</span>
                )}
              </span>
              <span className="visually-hidden">{check.ok ? t('guidance.ok') : t('guidance.notYet')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="checks-waiting muted" data-testid="guidance-waiting">
          {live.status === 'unavailable' ? t('guidance.unavailable') : t('guidance.starting')}
        </p>
      )}
    </Card>
  )
}
