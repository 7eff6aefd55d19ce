/** All datasets of the company, a page at a time; a dataset opens its subjects. */
import { useTranslation } from 'react-i18next'
import type { Dataset } from '../../src-shared/contract'
import { useChannel } from '../data/useChannel'
import { formatDate } from '../format/dates'
import { FreshnessNote } from '../history/FreshnessNote'
import { ListCount } from '../lists/ListCount'
import { ListTable, type Column } from '../lists/ListTable'
import { Pager } from '../lists/Pager'
import { useNavigation } from '../store/navigation'
import { Card } from '../ui'
import { PatientFinder } from './PatientFinder'
import styles from './datasets.module.css'

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
      className: styles.cellPrimary,
      cell: (dataset) => (
        <button type="button" className="row-link" aria-label={t('datasets.open', { name: dataset.name })}>
          {dataset.name}
        </button>
      ),
    },
    { header: t('datasets.imageType'), cell: (dataset) => dataset.imageTypeName ?? none },
    {
      header: t('datasets.created'),
      className: styles.cellDate,
      cell: (dataset) => formatDate(dataset.createdAt, language) ?? none,
    },
  ]

  return (
    <section className="screen" aria-labelledby="datasets-title">
      <div className="screen-head">
        <div>
          <h1 id="datasets-title">{t('datasets.title')}</h1>
          <p className="muted">{t('datasets.subtitle')}</p>
        </div>
        <div className="screen-head-side">
          {list.data ? <FreshnessNote {...list.data} /> : null}
          <ListCount
            testId="datasets-count"
            text={list.data ? t('datasets.count', { count: list.data.count }) : null}
          />
        </div>
      </div>
      <PatientFinder />
      <Card className={styles.listCard}>
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
      </Card>
    </section>
  )
}
