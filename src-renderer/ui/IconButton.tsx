/**
 * A button that shows only an icon. `label` is required: it is the button's accessible name (and its tooltip),
 * since nothing else on it can be read.
 */
import { Button, type ButtonProps } from './Button'
import { Icon } from './Icon'
import type { IconName } from './iconShapes'

type Props = Omit<ButtonProps, 'children' | 'aria-label' | 'aria-labelledby' | 'square'> & {
  label: string
  icon: IconName
  /** The icon's size in px; 16 unless given. */
  iconSize?: number
}

export function IconButton({ label, icon, iconSize = 16, title, ...button }: Props) {
  return (
    <Button {...button} square aria-label={label} title={title ?? label}>
      <Icon name={icon} size={iconSize} />
    </Button>
  )
}
