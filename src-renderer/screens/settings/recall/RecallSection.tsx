/**
 * Settings → Recall (issue 45): which patients and visits a product and/or lot was used on, with dates, for a
 * recall letter. Searched over every subject this workstation's copy of the roster holds and what the outbox
 * still holds (main says how current the copy is: asOf), never by itself: each search and export is audited
 * (recall.searched, recall.exported), so it runs only when asked. The list can be saved as CSV.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RecallQuery, RecallResult } from '../../../../src-shared/contract'
import { skin } from '../../../bridge/skin'
import { formatDateTime } from '../../../format/dates'
import { useNavigation } from '../../../store/navigation'
import { Button, Section, Text } from '../../../ui'
import { ErrorAlert } from '../../../ui/feedback/ErrorAlert'
import { useBusyAction } from '../../../ui/feedback/useBusyAction'
import { TextField } from '../../../ui/form/TextField'
import { FileExport } from '../export/FileExport'
import { RecallHits } from './RecallHits'
import styles from './recall.module.css'

const today = () => new Date().toISOString().slice(0, 10)
const safe = (text: string) => text.replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(0, 40)

export function RecallSection() {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const openSubject = useNavigation((s) => s.openSubject)
  const [typed, setTyped] = useState<RecallQuery>({ product: '', lot: '' })
  const [asked, setAsked] = useState<RecallQuery | null>(null)
  const [result, setResult] = useState<RecallResult | null>(null)
  const [error, setError] = useState<unknown>(null)
  const { busy, run } = useBusyAction(setError)
  const search = () => {
    const query = { product: typed.product.trim(), lot: typed.lot.trim() }
    void run(async () => {
      setResult(await skin.recall.search(query))
      setAsked(query)
    })
  }
  return (
    <Section titleId="recall-title" title={t('recall.title')} data-testid="recall">
      <form
        className={styles.form}
        noValidate
        role="search"
        aria-labelledby="recall-title"
        onSubmit={(e) => {
          e.preventDefault()
          search()
        }}
      >
        <p className={styles.intro}>{t('recall.explained')}</p>
        <div className={styles.fields}>
          <TextField
            id="recall-product"
            label={t('recall.product')}
            value={typed.product}
            onChange={(e) => setTyped({ ...typed, product: e.target.value })}
          />
          <TextField
            id="recall-lot"
            label={t('recall.lot')}
            value={typed.lot}
            onChange={(e) => setTyped({ ...typed, lot: e.target.value })}
          />
          <Button type="submit" variant="primary" busy={busy} data-testid="recall-search">
            {busy ? t('recall.searching') : t('recall.search')}
          </Button>
        </div>
        <ErrorAlert error={error} testId="recall-error" />
      </form>
      {result && asked ? (
        <div className={styles.result} data-testid="recall-result" data-hits={result.hits.length}>
          <Text tone="muted" size="sm" role="status" data-testid="recall-reach">
            {t('recall.reach', { count: result.hits.length, searched: result.searched })}{' '}
            {result.asOf
              ? t('recall.asOf', { date: formatDateTime(result.asOf, language) })
              : t('recall.asOfNever')}
          </Text>
          <RecallHits
            hits={result.hits}
            onOpen={(hit) =>
              openSubject({
                datasetId: hit.datasetId,
                subjectId: hit.subjectId,
                datasetName: hit.datasetName,
                subjectName: hit.subjectName,
              })
            }
          />
          {result.hits.length > 0 ? (
            <div className={styles.export}>
              <FileExport
                buttonTestId="recall-export"
                testId="recall-export"
                label={t('recall.export')}
                busyLabel={t('recall.exporting')}
                savedLabel={t('recall.exported')}
                dialogTitle={t('recall.saveTitle')}
                dialogBody={t('recall.saveBody')}
                defaultFolder="recall"
                defaultFileName={() =>
                  `recall-${safe([asked.product, asked.lot].filter((x) => x !== '').join('-'))}-${today()}.csv`
                }
                save={(where) => skin.recall.export({ ...asked, ...where })}
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </Section>
  )
}
