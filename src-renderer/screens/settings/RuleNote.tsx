/** Why a rule cannot be changed here (the IT policy, or administrators only), under its control. */
import { Text } from '../../ui'

export function RuleNote({ note, id }: { note: string | null; id: string }) {
  return note ? (
    <Text tone="muted" size="sm" id={id} data-testid={id}>
      {note}
    </Text>
  ) : null
}
