/**
 * "Real change or noise": each measure's noise floor (a smaller change reads "no clear change" in compare and
 * the history's tables), as measured on the built-in analysis, and this service's own floor where an
 * administrator set one. Administrators change them (main refuses anyone else: not_permitted); an empty field
 * keeps the measured floor.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NOISE_FLOOR_MAX, NOISE_FLOORS, isValidNoiseFloor } from '../../../src-shared/domain/noiseFloors'
import { useChannel } from '../../data/useChannel'
import { useOperator } from '../../store/operatorStore'
import { formatNumber } from '../../parts/results/formatNumber'
import { metricName } from '../../parts/results/metricText'
import { Button, Section, Text } from '../../ui'
import { RuleNote } from './RuleNote'
import { SaveStatus } from './SaveStatus'
import styles from './settings.module.css'
import { usePreferenceSave } from './usePreferenceSave'

const metrics = Object.keys(NOISE_FLOORS)

/** A typed floor as a number ("2,5" as in German too), or undefined when the field is empty. */
function parsed(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  const value = Number(trimmed.replace(',', '.'))
  return isValidNoiseFloor(value) ? value : 'invalid'
}

function FloorsForm({ saved }: { saved: Readonly<Record<string, number>> }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const administrator = useOperator((s) => s.status?.operator?.role === 'administrator')
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      metrics.map((m) => [m, saved[m] === undefined ? '' : formatNumber(saved[m], language)]),
    ),
  )
  const [invalid, setInvalid] = useState<string[]>([])
  const {
    busy,
    saved: done,
    failure,
    save,
  } = usePreferenceSave((floors: Record<string, number>) => ({
    noiseFloors: floors,
  }))
  const submit = () => {
    const values = metrics.map((m) => [m, parsed(texts[m] ?? '')] as const)
    const wrong = values.filter(([, v]) => v === 'invalid').map(([m]) => m)
    setInvalid(wrong)
    if (wrong.length > 0) return
    void save(Object.fromEntries(values.filter((e): e is [string, number] => typeof e[1] === 'number')))
  }
  return (
    <form
      className={styles.audit}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Text tone="muted" size="sm" id="noise-floors-hint">
        {t('settings.noiseFloors.explained', { max: NOISE_FLOOR_MAX })}
      </Text>
      <table className={styles.table} data-testid="noise-floors">
        <thead>
          <tr>
            <th scope="col">{t('settings.noiseFloors.metric')}</th>
            <th scope="col">{t('settings.noiseFloors.measured')}</th>
            <th scope="col">{t('settings.noiseFloors.service')}</th>
          </tr>
        </thead>
        <tbody>
          {metrics.map((m) => {
            const name = metricName(t, m, m)
            const wrong = invalid.includes(m)
            return (
              <tr key={m}>
                <th scope="row">{name}</th>
                <td>{formatNumber(NOISE_FLOORS[m] ?? 0, language)}</td>
                <td>
                  <input
                    type="text"
                    inputMode="decimal"
                    size={6}
                    aria-label={t('settings.noiseFloors.fieldLabel', { name })}
                    aria-invalid={wrong || undefined}
                    aria-describedby={wrong ? `noise-floor-${m}-error` : 'noise-floors-hint'}
                    data-testid={`noise-floor-${m}`}
                    value={texts[m] ?? ''}
                    disabled={!administrator || busy}
                    onChange={(event) => setTexts({ ...texts, [m]: event.target.value })}
                  />
                  {wrong ? (
                    <Text tone="danger" size="sm" id={`noise-floor-${m}-error`}>
                      {t('settings.noiseFloors.invalid', { max: NOISE_FLOOR_MAX })}
                    </Text>
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {administrator ? (
        <div>
          <Button type="submit" size="small" disabled={busy} data-testid="noise-floors-save">
            {t('settings.noiseFloors.save')}
          </Button>
        </div>
      ) : (
        <RuleNote note={t('settings.rules.administratorsOnly')} id="noise-floors-rule" />
      )}
      <SaveStatus failure={failure} saved={done} testId="noise-floors" />
    </form>
  )
}

export function NoiseFloorsSection() {
  const { t } = useTranslation()
  const saved = useChannel('preferences.get', {}).data?.noiseFloors
  return (
    <Section titleId="noise-floors-title" title={t('settings.noiseFloors.title')}>
      {saved ? <FloorsForm saved={saved} /> : null}
    </Section>
  )
}
