/**
 * A screen's frame and head. `Screen` is the <section> a screen is, its parts one under another, evenly spaced;
 * name it with aria-labelledby (the head's title id). Every prop goes to the <section>.
 *
 * `ScreenHead`: the screen's <h1> (`title`, its `titleId`), with an `eyebrow` over it (the subject, the kind of
 * screen) and a muted `description` under it; on the right, `side` (notes and counts, in a row) and `actions`
 * (the screen's buttons, in a row). `align="start"` keeps the right side at the top (a tall picker beside it).
 */
import type { ComponentPropsWithRef, ReactNode } from 'react'
import styles from './Screen.module.css'
import { Text } from './Text'
import { cx } from './classNames'

export function Screen({ className, ...section }: ComponentPropsWithRef<'section'>) {
  return <section {...section} className={cx(styles.screen, className)} />
}

type HeadProps = {
  title: ReactNode
  titleId: string
  titleTestId?: string
  eyebrow?: ReactNode
  description?: ReactNode
  /** Notes and counts beside the title (a row, 12 px apart). */
  side?: ReactNode
  /** The screen's buttons (a row, 10 px apart). */
  actions?: ReactNode
  align?: 'end' | 'start'
  className?: string
}

export function ScreenHead({
  title,
  titleId,
  titleTestId,
  eyebrow,
  description,
  side,
  actions,
  align = 'end',
  className,
}: HeadProps) {
  return (
    <div className={cx(styles.head, align === 'start' && styles.alignStart, className)}>
      <div>
        {eyebrow === undefined ? null : <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id={titleId} data-testid={titleTestId}>
          {title}
        </h1>
        {description === undefined ? null : (
          <Text tone="muted" className={styles.description}>
            {description}
          </Text>
        )}
      </div>
      {side === undefined ? null : <div className={styles.side}>{side}</div>}
      {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
    </div>
  )
}
