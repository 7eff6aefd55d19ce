/**
 * A search box over a list: a magnifier in a 320 px box, its label for screen readers only. `id` is the
 * input's id and test id; `className` the box's (its width in a layout).
 */
import { Icon, visuallyHidden } from '..'
import { cx } from '../classNames'
import styles from './SearchField.module.css'

type Props = {
  id: string
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  className?: string
}

export function SearchField({ id, label, placeholder, value, onChange, className }: Props) {
  return (
    <div className={cx(styles.search, className)}>
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <Icon name="search" className={styles.icon} />
      <input
        id={id}
        className={styles.input}
        type="search"
        data-testid={id}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
