/**
 * A button that reads as a link: a row's name that opens it, a step of the breadcrumb, "Back", the other way
 * to connect. It does something in the app (a screen, a form), so it is a <button>, drawn as accent text.
 * `size="small"` for a lesser one ("Back"). Every other prop (ref, data-testid, aria-*, handlers) goes to the
 * <button>; `type` is "button" unless given.
 */
import type { ComponentPropsWithRef } from 'react'
import styles from './LinkButton.module.css'
import { cx } from './classNames'

export type LinkButtonSize = 'inherit' | 'small'

export type LinkButtonProps = ComponentPropsWithRef<'button'> & {
  /** `inherit`: the text around it; `small`: the small text size. */
  size?: LinkButtonSize
}

export function LinkButton({ size = 'inherit', type = 'button', className, ...button }: LinkButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={cx(styles.link, size === 'small' && styles.small, className)}
    />
  )
}
