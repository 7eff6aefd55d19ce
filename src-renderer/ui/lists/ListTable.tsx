/** A list's table with its loading, empty and error states (ListState); rows may open something when clicked. */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../i18n/useErrorText'
import type { Page } from '../../../src-shared/contract'
import type { ChannelQuery } from '../../data/useChannel'
import { Button, Skeleton, visuallyHidden } from '..'
import { cx } from '../classNames'
import { ListState } from './ListState'
import styles from './ListTable.module.css'

export type Column<T> = { header: string; cell: (item: T) => ReactNode; className?: string }

type Props<T> = {
  list: ChannelQuery<Page<T>>
  columns: Column<T>[]
  rowKey: (item: T) => string
  rowTestId: string
  caption: string
  empty: string
  onOpen?: (item: T) => void
}

const SKELETON_ROWS = 6

export function ListTable<T>({ list, columns, rowKey, rowTestId, caption, empty, onOpen }: Props<T>) {
  const { t } = useTranslation()
  const errorText = useErrorText()

  if (list.status === 'error') {
    return (
      <ListState
        tone="error"
        icon="problem"
        title={t('list.errorTitle')}
        text={errorText(list.error)}
        action={
          <Button data-testid="list-retry" onClick={list.retry}>
            {t('list.retry')}
          </Button>
        }
        testId="list-error"
      />
    )
  }
  const rows = list.data?.results ?? []
  if (list.status === 'ready' && !list.previous && rows.length === 0) {
    return <ListState icon="empty" title={empty} testId="list-empty" />
  }

  const loading = list.status === 'loading' || list.previous
  return (
    <div className={styles.wrap}>
      <table className={cx(styles.table, onOpen && styles.openable)} aria-busy={loading}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {loading ? (
          <tbody data-testid="list-loading">
            {Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <tr key={row} className={styles.skeletonRow} aria-hidden="true">
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    <Skeleton className={styles.bar} />
                  </td>
                ))}
              </tr>
            ))}
            <tr className={visuallyHidden}>
              <td colSpan={columns.length} role="status">
                {t('list.loading')}
              </td>
            </tr>
          </tbody>
        ) : (
          <tbody>
            {rows.map((item) => (
              <tr
                key={rowKey(item)}
                data-testid={rowTestId}
                onClick={onOpen ? () => onOpen(item) : undefined}
              >
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        )}
      </table>
    </div>
  )
}
