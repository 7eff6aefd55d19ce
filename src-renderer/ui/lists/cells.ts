/**
 * The looks of a ListTable column's cells, for a column's `className`: `cell.primary` (the row's name, in
 * medium weight), `cell.date` (a date, muted, 180 px wide, tabular figures).
 */
import styles from './cells.module.css'

export const cell = { primary: styles.primary, date: styles.date } as const
