/**
 * What a list shows instead of its rows: empty (`role="status"`) or failed (`tone="error"`, `role="alert"`, the
 * icon and title in the danger colour): an icon, a title, a muted line under it, and an action (a retry
 * button). `testId` goes to the box. ListTable shows its own empty and failed states with it.
 */
import type { ReactNode } from 'react'
import { Icon, Text, type IconName } from '..'
import { cx } from '../classNames'
import styles from './ListState.module.css'

type Props = {
  title: ReactNode
  text?: ReactNode
  action?: ReactNode
  icon?: IconName
  tone?: 'empty' | 'error'
  testId?: string
}

export function ListState({ title, text, action, icon, tone = 'empty', testId }: Props) {
  const error = tone === 'error'
  return (
    <div
      className={cx(styles.state, error && styles.error)}
      role={error ? 'alert' : 'status'}
      data-testid={testId}
    >
      {icon === undefined ? null : <Icon name={icon} className={styles.icon} size={28} />}
      <p className={styles.title}>{title}</p>
      {text === undefined ? null : <Text tone="muted">{text}</Text>}
      {action}
    </div>
  )
}
