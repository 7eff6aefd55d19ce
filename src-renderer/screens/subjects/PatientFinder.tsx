/**
 * "Find a patient" over every dataset: by name, record number or birth date (main searches its copy of all
 * datasets' subjects). Empty, it shows nothing; a match opens the subject. A first answer while main still reads
 * every dataset says so (its name matches come from the service); main tells the screen when the rest is there.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SubjectHit } from '../../../src-shared/contract'
import { useChannel } from '../../data/useChannel'
import { formatCalendarDate } from '../../format/dates'
import { FreshnessNote } from '../../ui/feedback/FreshnessNote'
import { ListCard, ListToolbar } from '../../ui/lists/ListCard'
import { ListCount } from '../../ui/lists/ListCount'
import { ListTable, type Column } from '../../ui/lists/ListTable'
import { Pager } from '../../ui/lists/Pager'
import { cell } from '../../ui/lists/cells'
import type { PageSize } from '../../store/paging'
import { useDebouncedValue } from '../../ui/lists/useDebouncedValue'
import { useNavigation } from '../../store/navigation'
import { SubjectSearch } from './SubjectSearch'
import { LinkButton, Text } from '../../ui'
import styles from './datasets.module.css'

const SEARCH_DELAY_MS = 300

export function PatientFinder() {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const openSubject = useNavigation((s) => s.openSubject)
  const [text, setText] = useState('')
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS)
  const [pageSize, setPageSize] = useState<PageSize>(10)
  const [pageOf, setPageOf] = useState({ query, page: 1 })
  if (pageOf.query !== query) setPageOf({ query, page: 1 })
  const page = pageOf.query === query ? pageOf.page : 1
  const found = useChannel('subjects.search', query ? { query, page, pageSize } : null, {
    keepPrevious: true,
  })
  const none = t('common.notRecorded')

  const columns: Column<SubjectHit>[] = [
    {
      header: t('subjects.name'),
      className: cell.primary,
      cell: (hit) => (
        <LinkButton aria-label={t('subject.openRow', { name: hit.name })}>{hit.name}</LinkButton>
      ),
    },
    { header: t('subjectForm.patientId'), cell: (hit) => hit.patientId ?? none },
    {
      header: t('subjects.birthDate'),
      className: cell.date,
      cell: (hit) => formatCalendarDate(hit.birthDate, language) ?? none,
    },
    { header: t('patientFinder.dataset'), cell: (hit) => hit.datasetName ?? none },
  ]

  return (
    <ListCard
      className={styles.finder}
      data-testid="patient-finder"
      data-state={query && (found.status === 'loading' || found.previous) ? 'searching' : 'ready'}
    >
      <ListToolbar>
        <SubjectSearch
          id="patient-search"
          value={text}
          onChange={setText}
          label={t('patientFinder.label')}
          placeholder={t('patientFinder.placeholder')}
          className={styles.search}
        />
        {query && found.data ? <FreshnessNote {...found.data} /> : null}
        <ListCount
          testId="patient-search-count"
          text={query && found.data ? t('subjects.count', { count: found.data.count }) : null}
        />
      </ListToolbar>
      {query ? (
        <>
          {found.data?.partial ? (
            <Text tone="muted" className={styles.hint} role="status" data-testid="patient-search-partial">
              {t('patientFinder.partial')}
            </Text>
          ) : null}
          <ListTable
            list={found}
            columns={columns}
            rowKey={(hit) => hit.id}
            rowTestId="patient-hit"
            caption={t('patientFinder.caption', { query })}
            empty={t('subjects.noMatch', { search: query })}
            onOpen={(hit) =>
              openSubject({
                datasetId: hit.datasetId,
                subjectId: hit.id,
                datasetName: hit.datasetName ?? '',
                subjectName: hit.name,
              })
            }
          />
          <Pager
            hidden={found.status === 'error' || (found.data?.count ?? 0) <= 10}
            page={page}
            pageSize={pageSize}
            count={found.data?.count ?? null}
            hasPrevious={found.data?.hasPrevious ?? false}
            hasNext={found.data?.hasNext ?? false}
            busy={found.status === 'loading' || found.previous}
            onPage={(next) => setPageOf({ query, page: next })}
            onPageSize={(size) => {
              setPageSize(size)
              setPageOf({ query, page: 1 })
            }}
          />
        </>
      ) : (
        <Text tone="muted" className={styles.hint}>
          {t('patientFinder.hint')}
        </Text>
      )}
    </ListCard>
  )
}
