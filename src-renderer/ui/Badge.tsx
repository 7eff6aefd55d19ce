/**
 * A short label in a pill: a state in its tone's tints, or (`solid`) a count in white on the tone's colour.
 * `data-tone` names the tone for tests.
 */
import type { HTMLAttributes } from 'react'
import styles from './Badge.module.css'
import { cx } from './classNames'

export type BadgeTone = 'neutral' | 'accent' | 'ok' | 'warning' | 'danger'

type Props = HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone; solid?: boolean }

export function Badge({ tone = 'neutral', solid = false, className, ...rest }: Props) {
  return (
    <span
      {...rest}
      data-tone={tone}
      className={cx(styles.badge, styles[tone], solid ? styles.solid : null, className)}
    />
  )
}
