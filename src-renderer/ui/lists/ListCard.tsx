/**
 * The card a list sits in: its toolbar, table, pager or state, clipped to the card's corners. Every prop
 * (data-testid, data-state) goes to the ui/Card; the caller's class is added (its place in a layout).
 */
import type { HTMLAttributes } from 'react'
import { Card } from '..'
import { cx } from '../classNames'
import styles from './ListCard.module.css'

export function ListCard({ className, ...card }: HTMLAttributes<HTMLElement>) {
  return <Card {...card} className={cx(styles.card, className)} />
}

/** The row over a list: its search, a note and its count, spread across the card, with a line under it. */
export function ListToolbar({ className, ...div }: HTMLAttributes<HTMLDivElement>) {
  return <div {...div} className={cx(styles.toolbar, className)} />
}
