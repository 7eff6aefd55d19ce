/** The subjects of one dataset, searchable by name, a page at a time. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Subject } from '../../../src-shared/contract'
import { useChannel } from '../../data/useChannel'
import { formatCalendarDate, formatDate } from '../../format/dates'
import { FreshnessNote } from '../../ui/feedback/FreshnessNote'
import { ListCard, ListToolbar } from '../../ui/lists/ListCard'
import { ListCount } from '../../ui/lists/ListCount'
import { ListTable, type Column } from '../../ui/lists/ListTable'
import { Pager } from '../../ui/lists/Pager'
import { cell } from '../../ui/lists/cells'
import { useDebouncedValue } from '../../ui/lists/useDebouncedValue'
import { useNavigation, type DatasetRef } from '../../store/navigation'
import { Breadcrumb } from '../../ui/frame/Breadcrumb'
import { SubjectFormDialog } from './SubjectFormDialog'
import { Button, LinkButton, Screen, ScreenHead } from '../../ui'
import { SubjectSearch } from './SubjectSearch'

const SEARCH_DELAY_MS = 300

export function SubjectsScreen({ dataset }: { dataset: DatasetRef }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const pageSize = useNavigation((s) => s.subjectsPageSize)
  const setPageSize = useNavigation((s) => s.setSubjectsPageSize)
  const openSubject = useNavigation((s) => s.openSubject)
  const [creating, setCreating] = useState(false)
  const [query, setQuery] = useState('')
  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS)
  // The page belongs to the search it was chosen for: a new search starts again at page 1.
  const [pageOf, setPageOf] = useState({ search, page: 1 })
  // Forget the old search's page as soon as the search changes, so going back to it starts at page 1 too.
  if (pageOf.search !== search) setPageOf({ search, page: 1 })
  const page = pageOf.search === search ? pageOf.page : 1

  const list = useChannel(
    'subjects.list',
    { datasetId: dataset.id, page, pageSize, search },
    { keepPrevious: true },
  )
  const none = t('common.notRecorded')
  const open = (subject: Subject) =>
    openSubject({
      datasetId: dataset.id,
      subjectId: subject.id,
      datasetName: dataset.name,
      subjectName: subject.name,
    })

  const columns: Column<Subject>[] = [
    {
      header: t('subjects.name'),
      className: cell.primary,
      cell: (subject) => (
        <LinkButton aria-label={t('subject.openRow', { name: subject.name })}>{subject.name}</LinkButton>
      ),
    },
    {
      header: t('subjectForm.patientId'),
      cell: (subject) => subject.patientId ?? none,
    },
    {
      header: t('subjects.birthDate'),
      className: cell.date,
      cell: (subject) => formatCalendarDate(subject.birthDate, language) ?? none,
    },
    {
      header: t('subjects.sex'),
      cell: (subject) => (subject.biologicalSex ? t(`subjects.sexValue.${subject.biologicalSex}`) : none),
    },
    {
      header: t('subjects.created'),
      className: cell.date,
      cell: (subject) => formatDate(subject.createdAt, language) ?? none,
    },
  ]

  return (
    <Screen aria-labelledby="subjects-title">
      <Breadcrumb current={dataset.name} />
      <ScreenHead
        title={dataset.name}
        titleId="subjects-title"
        actions={
          <Button variant="primary" data-testid="new-subject" onClick={() => setCreating(true)}>
            <span aria-hidden="true">+</span>
            {t('newSubject.open')}
          </Button>
        }
      />
      <ListCard>
        <ListToolbar>
          <SubjectSearch value={query} onChange={setQuery} />
          {list.data ? <FreshnessNote {...list.data} /> : null}
          <ListCount
            testId="subjects-count"
            text={list.data ? t('subjects.count', { count: list.data.count }) : null}
          />
        </ListToolbar>
        <ListTable
          list={list}
          columns={columns}
          rowKey={(subject) => subject.id}
          rowTestId="subject-row"
          caption={dataset.name}
          empty={search ? t('subjects.noMatch', { search }) : t('subjects.empty')}
          onOpen={open}
        />
        <Pager
          hidden={list.status === 'error'}
          page={page}
          pageSize={pageSize}
          count={list.data?.count ?? null}
          hasPrevious={list.data?.hasPrevious ?? false}
          hasNext={list.data?.hasNext ?? false}
          busy={list.status === 'loading' || list.previous}
          onPage={(next) => setPageOf({ search, page: next })}
          onPageSize={(size) => {
            setPageSize(size)
            setPageOf({ search, page: 1 })
          }}
        />
      </ListCard>
      {creating ? (
        <SubjectFormDialog
          mode="create"
          datasetId={dataset.id}
          datasetName={dataset.name}
          onClose={() => setCreating(false)}
          onDone={open}
        />
      ) : null}
    </Screen>
  )
}
