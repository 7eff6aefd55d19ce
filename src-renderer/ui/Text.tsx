/**
 * A run of text in a tone and size of the scale: the muted line under a title, a hint, an error under a form.
 * `tone`: muted (secondary text), danger (an error, in medium weight), or the text colour (default). `size`:
 * sm (the small text size) or the size around it (inherit). `as`: the element, a <p> unless told. Every other
 * prop (id, role, data-testid, aria-*) goes to the element; the caller's class is added.
 */
import type { ComponentPropsWithRef } from 'react'
import styles from './Text.module.css'
import { cx } from './classNames'

export type TextTone = 'default' | 'muted' | 'danger'
export type TextSize = 'inherit' | 'sm'

type Props = ComponentPropsWithRef<'p'> & {
  tone?: TextTone
  size?: TextSize
  as?: 'p' | 'span' | 'div'
}

const toneClass: Record<TextTone, string | undefined> = {
  default: undefined,
  muted: styles.muted,
  danger: styles.danger,
}

export function Text({ tone = 'default', size = 'inherit', as: Element = 'p', className, ...text }: Props) {
  return (
    <Element
      {...text}
      className={cx(toneClass[tone], size === 'sm' && styles.sm, className) || undefined}
      data-tone={tone}
    />
  )
}
