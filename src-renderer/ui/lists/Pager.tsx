/** Rows per page, previous/next, and "Page x of y" under a list. */
import { useTranslation } from 'react-i18next'
import { Button } from '..'
import styles from './Pager.module.css'
import { isPageSize, pageCount, PAGE_SIZES, type PageSize } from '../../store/paging'

type Props = {
  /** Hidden while the list shows an error: Retry is the only sensible step then. */
  hidden: boolean
  page: number
  pageSize: PageSize
  count: number | null
  hasPrevious: boolean
  hasNext: boolean
  busy: boolean
  onPage: (page: number) => void
  onPageSize: (pageSize: PageSize) => void
}

export function Pager({
  hidden,
  page,
  pageSize,
  count,
  hasPrevious,
  hasNext,
  busy,
  onPage,
  onPageSize,
}: Props) {
  const { t } = useTranslation()
  if (hidden) return null
  return (
    <nav className={styles.pager} aria-label={t('list.pagination')}>
      <label className={styles.size}>
        <span>{t('list.pageSize')}</span>
        <select
          data-testid="page-size"
          value={pageSize}
          onChange={(e) => {
            const size = Number(e.target.value)
            if (isPageSize(size)) onPageSize(size)
          }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.steps}>
        <span className={styles.indicator} data-testid="page-indicator" aria-live="polite">
          {t('list.pageIndicator', { page, pages: count === null ? 1 : pageCount(count, pageSize) })}
        </span>
        <Button
          size="small"
          data-testid="page-prev"
          onClick={() => onPage(page - 1)}
          disabled={busy || !hasPrevious}
        >
          <span aria-hidden="true">‹ </span>
          {t('list.previous')}
        </Button>
        <Button
          size="small"
          data-testid="page-next"
          onClick={() => onPage(page + 1)}
          disabled={busy || !hasNext}
        >
          {t('list.next')}
          <span aria-hidden="true"> ›</span>
        </Button>
      </div>
    </nav>
  )
}
