/**
 * A titled part of a screen on a card: `Section` is a <section> Card named by its <h2> (`title`, `titleId`),
 * its head a row over the content with a line under it: `aside` (a note, controls) as they are, `actions` (a
 * link, a button) in a row of their own; the content (`children`) clipped to the card's corners. `headClassName`
 * places or restyles the head. Every other prop (data-testid, aria-busy) goes to the <section>.
 *
 * `SectionHead` is the head alone, for a card laid out otherwise. `SectionEmpty` is the muted, centred line a
 * section shows when it has nothing to show (a <p> unless told); its props go to ui/Text.
 */
import type { ComponentPropsWithRef, HTMLAttributes, ReactNode } from 'react'
import { Card } from './Card'
import styles from './Section.module.css'
import { Text } from './Text'
import { cx } from './classNames'

type HeadProps = {
  title: ReactNode
  titleId: string
  aside?: ReactNode
  actions?: ReactNode
  className?: string
}

export function SectionHead({ title, titleId, aside, actions, className }: HeadProps) {
  return (
    <div className={cx(styles.head, className)}>
      <h2 id={titleId}>{title}</h2>
      {aside}
      {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
    </div>
  )
}

type Props = Omit<HTMLAttributes<HTMLElement>, 'title'> &
  Omit<HeadProps, 'className'> & { headClassName?: string }

export function Section({
  title,
  titleId,
  aside,
  actions,
  headClassName,
  className,
  children,
  ...section
}: Props) {
  return (
    <Card as="section" {...section} aria-labelledby={titleId} className={cx(styles.section, className)}>
      <SectionHead
        title={title}
        titleId={titleId}
        aside={aside}
        actions={actions}
        className={headClassName}
      />
      {children}
    </Card>
  )
}

export function SectionEmpty({ className, ...text }: ComponentPropsWithRef<typeof Text>) {
  return <Text tone="muted" {...text} className={cx(styles.empty, className)} />
}
