/**
 * A few options side by side in one frame, exactly one of them chosen: the capture mode, the viewer's zoom.
 *
 * `semantics` says what the options are to assistive technology:
 * - `radio` (the default): a radiogroup of radios (aria-checked), for a choice of one among several. As a
 *   radio group, one Tab stop (the chosen option) and the arrow keys move the choice.
 * - `pressed`: a group of toggle buttons (aria-pressed), each its own Tab stop, for a view setting.
 *
 * `size`: `small` for a toolbar (one line), `large` for a choice with a detail under each option's title.
 * An option's `testId` goes to its button as data-testid.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import styles from './SegmentedControl.module.css'
import { cx } from './classNames'

export type SegmentedOption<T extends string> = {
  value: T
  label: ReactNode
  /** A second line, under the label (size large). */
  detail?: ReactNode
  testId?: string
  disabled?: boolean
}

export type SegmentedControlSize = 'small' | 'large'

type Props<T extends string> = {
  /** The group's accessible name. */
  label: string
  options: SegmentedOption<T>[]
  value: T
  onChange: (value: T) => void
  semantics?: 'radio' | 'pressed'
  size?: SegmentedControlSize
  /** Every option disabled. */
  disabled?: boolean
  className?: string
}

const nextKeys: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  semantics = 'radio',
  size = 'small',
  disabled = false,
  className,
}: Props<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>())
  const radio = semantics === 'radio'
  const enabled = options.filter((option) => !disabled && !option.disabled)
  // The radio group's one Tab stop: the chosen option, or the first that can be chosen.
  const tabStop = enabled.find((option) => option.value === value) ?? enabled[0]

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: T) => {
    const step = nextKeys[event.key]
    if (!radio || !step || enabled.length === 0) return
    event.preventDefault()
    const at = enabled.findIndex((option) => option.value === current)
    const next = enabled[(at + step + enabled.length) % enabled.length]
    if (!next) return
    buttons.current.get(next.value)?.focus()
    if (next.value !== value) onChange(next.value)
  }

  return (
    <div
      className={cx(styles.group, className)}
      role={radio ? 'radiogroup' : 'group'}
      aria-label={label}
      data-size={size}
    >
      {options.map((option) => {
        const chosen = option.value === value
        return (
          <button
            key={option.value}
            ref={(button) => {
              if (button) buttons.current.set(option.value, button)
              else buttons.current.delete(option.value)
            }}
            type="button"
            className={cx(styles.option, size === 'large' ? styles.large : styles.small)}
            {...(radio
              ? { role: 'radio', 'aria-checked': chosen, tabIndex: option === tabStop ? 0 : -1 }
              : { 'aria-pressed': chosen })}
            data-testid={option.testId}
            disabled={disabled || option.disabled}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, option.value)}
          >
            {option.detail === undefined ? (
              option.label
            ) : (
              <>
                <span className={styles.title}>{option.label}</span>
                <span className={styles.detail}>{option.detail}</span>
              </>
            )}
          </button>
        )
      })}
    </div>
  )
}
