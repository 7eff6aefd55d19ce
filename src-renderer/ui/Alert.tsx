/**
 * A message in a tinted box: an error, a warning, a success (ok) or a note (info). Errors and warnings are
 * announced at once (role "alert"), ok and info politely (role "status"); `role` overrides that, and null
 * leaves the box out of the live regions (a notice that is there when the screen opens). `heading` is a bold
 * first line; `action` a button on the right. `data-tone` names the tone for tests.
 */
import type { HTMLAttributes, ReactNode } from 'react'
import styles from './Alert.module.css'
import { cx } from './classNames'

export type AlertTone = 'error' | 'warning' | 'ok' | 'info'

type Props = Omit<HTMLAttributes<HTMLElement>, 'role'> & {
  tone: AlertTone
  role?: 'alert' | 'status' | null
  /** A <p> for one sentence in running text; a <div> (default) for anything more. */
  as?: 'div' | 'p'
  heading?: ReactNode
  action?: ReactNode
}

export const defaultRole: Record<AlertTone, 'alert' | 'status'> = {
  error: 'alert',
  warning: 'alert',
  ok: 'status',
  info: 'status',
}

export function Alert({
  tone,
  role,
  as: Element = 'div',
  heading,
  action,
  className,
  children,
  ...rest
}: Props) {
  const liveRole = role === undefined ? defaultRole[tone] : (role ?? undefined)
  return (
    <Element
      {...rest}
      role={liveRole}
      data-tone={tone}
      className={cx(styles.alert, styles[tone], action ? styles.withAction : null, className)}
    >
      {heading ? <p className={styles.heading}>{heading}</p> : null}
      {action ? <span>{children}</span> : children}
      {action}
    </Element>
  )
}
