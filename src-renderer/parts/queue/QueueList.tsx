/** The list that holds upload queue entries (QueueItemRow): the queue screen, the subject's captures, "sent". */
import type { ComponentPropsWithRef } from 'react'
import { cx } from '../../ui/classNames'
import styles from './queue.module.css'

export function QueueList({ className, ...list }: ComponentPropsWithRef<'ul'>) {
  return <ul {...list} className={cx(styles.list, className)} />
}
