/** All datasets of the company, a page at a time; a dataset opens its subjects. */
import { useTranslation } from 'react-i18next'
import type { Dataset } from '../../../src-shared/contract'
import { useChannel } from '../../data/useChannel'
import { formatDate } from '../../format/dates'
import { FreshnessNote } from '../../ui/feedback/FreshnessNote'
import { ListCard } from '../../ui/lists/ListCard'
import { ListCount } from '../../ui/lists/ListCount'
import { ListTable, type Column } from '../../ui/lists/ListTable'
import { Pager } from '../../ui/lists/Pager'
import { cell } from '../../ui/lists/cells'
import { useNavigation } from '../../store/navigation'
import { LinkButton, Screen, ScreenHead } from '../../ui'
import { PatientFinder } from './PatientFinder'

export function DatasetsScreen() {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const { page, pageSize } = useNavigation((s) => s.datasetsPaging)
  const setPaging = useNavigation((s) => s.setDatasetsPaging)
  const openSubjects = useNavigation((s) => s.openSubjects)

  const list = useChannel('datasets.list', { page, pageSize }, { keepPrevious: true })
  const none = t('common.notRecorded')

  const columns: Column<Dataset>[] = [
    {
      header: t('datasets.name'),
      className: cell.primary,
      cell: (dataset) => (
        <LinkButton aria-label={t('datasets.open', { name: dataset.name })}>{dataset.name}</LinkButton>
      ),
    },
    { header: t('datasets.imageType'), cell: (dataset) => dataset.imageTypeName ?? none },
    {
      header: t('datasets.created'),
      className: cell.date,
      cell: (dataset) => formatDate(dataset.createdAt, language) ?? none,
    },
  ]

  return (
    <Screen aria-labelledby="datasets-title">
      <ScreenHead
        title={t('datasets.title')}
        titleId="datasets-title"
        description={t('datasets.subtitle')}
        side={
          <>
            {list.data ? <FreshnessNote {...list.data} /> : null}
            <ListCount
              testId="datasets-count"
              text={list.data ? t('datasets.count', { count: list.data.count }) : null}
            />
          </>
        }
      />
      <PatientFinder />
      <ListCard>
        <ListTable
          list={list}
          columns={columns}
          rowKey={(dataset) => dataset.id}
          rowTestId="dataset-row"
          caption={t('datasets.title')}
          empty={t('datasets.empty')}
          onOpen={(dataset) => openSubjects({ id: dataset.id, name: dataset.name })}
        />
        <Pager
          hidden={list.status === 'error'}
          page={page}
          pageSize={pageSize}
          count={list.data?.count ?? null}
          hasPrevious={list.data?.hasPrevious ?? false}
          hasNext={list.data?.hasNext ?? false}
          busy={list.status === 'loading' || list.previous}
          onPage={(next) => setPaging({ page: next, pageSize })}
          onPageSize={(size) => setPaging({ page: 1, pageSize: size })}
        />
      </ListCard>
    </Screen>
  )
}
