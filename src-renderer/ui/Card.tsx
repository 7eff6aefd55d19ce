/**
 * A white panel with a border, a large radius and a soft shadow: a screen's sections, lists and side panels.
 * `as` picks the element (a <section> with aria-labelledby for a titled part of a screen); the caller's
 * className adds the padding and layout inside.
 */
import type { HTMLAttributes } from 'react'
import styles from './Card.module.css'
import { cx } from './classNames'

type Props = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section' | 'article' | 'aside' | 'figure' | 'p'
}

export function Card({ as: Element = 'div', className, ...rest }: Props) {
  return <Element {...rest} className={cx(styles.card, className)} />
}
