/**
 * The renderer's UI primitives: each a component with typed variants and a CSS Module beside it, on the tokens
 * of tokens.css. Screens import them from here.
 */
export { Alert, type AlertTone } from './Alert'
export { Badge, type BadgeTone } from './Badge'
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button'
export { Card } from './Card'
export { Field, type FieldControlProps, type FieldProps } from './Field'
export { Icon } from './Icon'
export { IconButton } from './IconButton'
export type { IconName } from './iconShapes'
export { Modal } from './Modal'
export { ModalFooter } from './ModalFooter'
export { Select } from './Select'
export { Spinner, type SpinnerSize } from './Spinner'
