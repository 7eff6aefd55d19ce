/** "3 datasets": the total of a list, once it is known. */
export function ListCount({ text, testId }: { text: string | null; testId: string }) {
  return (
    <p className="list-count" data-testid={testId} aria-live="polite">
      {text}
    </p>
  )
}
