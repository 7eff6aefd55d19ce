/**
 * The renderer's UI primitives: each a component with typed variants and a CSS Module beside it, on the tokens
 * of tokens.css. Screens import them from here.
 */
export { Alert, type AlertTone } from './Alert'
export { Badge, type BadgeTone } from './Badge'
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button'
export { Card } from './Card'
export { Chip } from './Chip'
export { Field, type FieldControlProps, type FieldProps } from './Field'
export { Form } from './Form'
export { Icon } from './Icon'
export { IconButton } from './IconButton'
export type { IconName } from './iconShapes'
export { LinkButton, type LinkButtonProps, type LinkButtonSize } from './LinkButton'
export { Modal } from './Modal'
export { ModalFooter } from './ModalFooter'
export { SegmentedControl, type SegmentedControlSize, type SegmentedOption } from './SegmentedControl'
export { Select } from './Select'
export { Spinner, type SpinnerSize } from './Spinner'
export { Text, type TextSize, type TextTone } from './Text'
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden'
