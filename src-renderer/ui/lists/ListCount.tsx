/** "3 datasets": the total of a list, once it is known. */
import styles from './ListCount.module.css'

export function ListCount({ text, testId }: { text: string | null; testId: string }) {
  return (
    <p className={styles.count} data-testid={testId} aria-live="polite">
      {text}
    </p>
  )
}
