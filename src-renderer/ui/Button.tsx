/**
 * The app's button. `variant` is its weight (primary for the one thing a screen or dialog is for, danger for
 * what cannot be undone, quiet for the header and lesser actions), `size` its height. `busy` shows a spinner,
 * disables it and sets aria-busy; the caller changes the label if it says something else while busy.
 * Every other prop (ref, data-testid, aria-*, handlers) goes to the <button>; `type` is "button" unless given.
 * `data-variant` names the variant for tests, which do not see the CSS Module's class names.
 */
import type { ComponentPropsWithRef } from 'react'
import { Spinner } from './Spinner'
import styles from './Button.module.css'
import { cx } from './classNames'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet' | 'danger-quiet'
export type ButtonSize = 'small' | 'medium' | 'large'

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  busy?: boolean
  /** As wide as high, no side padding: for an icon alone (IconButton sets it). */
  square?: boolean
}

const variantClass: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  secondary: undefined,
  danger: styles.danger,
  quiet: styles.quiet,
  'danger-quiet': styles['danger-quiet'],
}

const sizeClass: Record<ButtonSize, string | undefined> = {
  small: styles.small,
  medium: undefined,
  large: styles.large,
}

export function Button({
  variant = 'secondary',
  size = 'medium',
  busy = false,
  square = false,
  disabled,
  type = 'button',
  className,
  children,
  ...button
}: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={cx(
        styles.button,
        variantClass[variant],
        sizeClass[size],
        square && styles.square,
        className,
      )}
      data-variant={variant}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  )
}
