/**
 * One of the app's icons (iconShapes.tsx), in the text colour. Decorative by default (aria-hidden): the text
 * beside it says what it means. Given a `label`, it is an image with that name instead.
 */
import { iconShapes, type IconName } from './iconShapes'

type Props = {
  name: IconName
  /** Width and height in px. */
  size?: number
  /** Overrides the icon's own stroke width (px of its 24- or 16-unit grid). */
  strokeWidth?: number
  /** An accessible name: only for an icon that says something no text beside it says. */
  label?: string
  className?: string
}

export function Icon({ name, size = 16, strokeWidth, label, className }: Props) {
  const icon = iconShapes[name]
  return (
    <svg
      viewBox={icon.viewBox}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth ?? icon.strokeWidth}
      className={className}
      data-icon={name}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {icon.shapes}
    </svg>
  )
}
