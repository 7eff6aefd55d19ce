/** The rejected-key banner offers a new key to administrators only (main refuses others), and tells others whom to ask. */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OperatorRole } from '../../src-shared/contract'
import { useOperator } from '../store/operatorStore'
import { renderScreen } from '../testing/renderScreen'
import { KeyRejectedBanner } from './KeyRejectedBanner'

const signedIn = (role: OperatorRole) =>
  useOperator.getState().setStatus({ state: 'signedIn', operator: { id: 'op-1', name: 'Ida', role } })

describe('the rejected-key banner', () => {
  it('offers an administrator to enter a new key', async () => {
    signedIn('administrator')
    await renderScreen(<KeyRejectedBanner />)
    expect(screen.getByRole('button', { name: 'Enter a new key' })).toBeTruthy()
    expect(screen.queryByTestId('key-rejected-ask')).toBeNull()
  })

  it('tells a clinician to ask an administrator, in German too', async () => {
    signedIn('clinician')
    await renderScreen(<KeyRejectedBanner />, { language: 'de' })
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByTestId('key-rejected-ask').textContent).toBe(
      'Bitten Sie die Administration, einen neuen Schlüssel einzugeben.',
    )
  })
})
