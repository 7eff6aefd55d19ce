/**
 * A grey bar that shimmers where text or a picture is still being read. `shape`: `line` (a line of text, 60%
 * wide) or `title` (a heading's size, inline in the heading). A screen's class may size it otherwise (a chart's
 * height). Every other prop goes to the <span>.
 */
import type { ComponentPropsWithRef } from 'react'
import styles from './Skeleton.module.css'
import { cx } from './classNames'

export type SkeletonShape = 'line' | 'title'

type Props = ComponentPropsWithRef<'span'> & { shape?: SkeletonShape }

export function Skeleton({ shape = 'line', className, ...span }: Props) {
  return (
    <span
      {...span}
      className={cx(styles.skeleton, shape === 'title' && styles.title, className)}
      data-shape={shape}
    />
  )
}
