/**
 * What a list card shows instead of its list: empty (`role="status"`) or failed (`tone="error"`,
 * `role="alert"`, the title in the danger colour): a title, a muted line under it, and an action (a retry
 * button). `testId` goes to the box.
 */
import type { ReactNode } from 'react'
import { Text } from '../ui'
import { cx } from '../ui/classNames'
import styles from './ListState.module.css'

type Props = {
  title: ReactNode
  text?: ReactNode
  action?: ReactNode
  tone?: 'empty' | 'error'
  testId?: string
}

export function ListState({ title, text, action, tone = 'empty', testId }: Props) {
  const error = tone === 'error'
  return (
    <div
      className={cx(styles.state, error && styles.error)}
      role={error ? 'alert' : 'status'}
      data-testid={testId}
    >
      <p className={styles.title}>{title}</p>
      {text === undefined ? null : <Text tone="muted">{text}</Text>}
      {action}
    </div>
  )
}
