/**
 * The setup screen asks for a proof only when main says the account was used here before (issue 41): then the
 * ways main offers, each one's fields, the proof sent with the new administrator, and main's refusal at its field
 * (the secret emptied whatever the answer). A new account's screen is as before, without a proof.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { answer, callsTo, failAt } from '../../testing/fakeSkin'
import { renderScreen } from '../../testing/renderScreen'
import { FirstAdministratorScreen } from './FirstAdministratorScreen'

async function fillAdministrator() {
  await userEvent.type(screen.getByLabelText('Your name'), 'Ada Reyes')
  await userEvent.type(screen.getByLabelText('Passphrase'), 'saffron lighthouse 7')
  await userEvent.type(screen.getByLabelText('Passphrase again'), 'saffron lighthouse 7')
}

describe('the setup screen', () => {
  it('asks a new account for no proof', async () => {
    answer('operator.setupNeeds', { proof: false, reason: null, ways: [] })
    answer('operator.createFirst', {
      state: 'signedIn',
      operator: { id: 'op', name: 'Ada Reyes', role: 'administrator' },
    })
    await renderScreen(<FirstAdministratorScreen />)
    await screen.findByTestId('first-admin-form')
    expect(screen.queryByTestId('first-admin-proof')).toBeNull()
    await fillAdministrator()
    await userEvent.click(screen.getByRole('button', { name: 'Create administrator and sign in' }))
    await waitFor(() => expect(callsTo('operator.createFirst')).toHaveLength(1))
    expect(callsTo('operator.createFirst')[0]).toMatchObject({ name: 'Ada Reyes', proof: null })
  })

  it('after a key loss asks for one of the ways main offers, and shows main’s refusal at its field', async () => {
    answer('operator.setupNeeds', { proof: true, reason: 'keyLost', ways: ['apiKey', 'signIn'] })
    failAt('operator.createFirst', 'first_admin_key_wrong', 'apiKey')
    await renderScreen(<FirstAdministratorScreen />, { language: 'de' })
    await screen.findByTestId('first-admin-proof')
    expect(screen.getByTestId('first-admin-why').textContent).toContain(
      'Datenschlüssel dieses Kontos verloren',
    )
    // no recovery key was made: only the ways main offers
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['API-Schlüssel', 'Anmeldung'])
    await userEvent.type(screen.getByLabelText('Ihr Name'), 'Ada Reyes')
    await userEvent.type(screen.getByLabelText('Passphrase'), 'saffron lighthouse 7')
    await userEvent.type(screen.getByLabelText('Passphrase wiederholen'), 'saffron lighthouse 7')
    const key = screen.getByLabelText<HTMLInputElement>('API-Schlüssel dieses Kontos')
    await userEvent.type(key, 'not-the-key')
    await userEvent.click(screen.getByRole('button', { name: 'Administration anlegen und anmelden' }))
    const error = await screen.findByTestId('error-first-admin-apiKey')
    expect(error.textContent).toBe('Das ist nicht der API-Schlüssel dieses Kontos.')
    expect(callsTo('operator.createFirst')[0]).toMatchObject({
      proof: { kind: 'apiKey', apiKey: 'not-the-key' },
    })
    expect(key.value).toBe('')

    // a sign-in instead: its e-mail and password go as the proof
    await userEvent.click(screen.getByRole('radio', { name: 'Anmeldung' }))
    await userEvent.type(screen.getByLabelText('Passphrase'), 'saffron lighthouse 7')
    await userEvent.type(screen.getByLabelText('Passphrase wiederholen'), 'saffron lighthouse 7')
    await userEvent.type(screen.getByLabelText('E-Mail'), 'ada@clinic.example')
    await userEvent.type(screen.getByLabelText('Passwort'), 'harbour lights 12')
    await userEvent.click(screen.getByRole('button', { name: 'Administration anlegen und anmelden' }))
    await waitFor(() => expect(callsTo('operator.createFirst')).toHaveLength(2))
    expect(callsTo('operator.createFirst')[1]).toMatchObject({
      proof: { kind: 'signIn', email: 'ada@clinic.example', password: 'harbour lights 12' },
    })
  })
})
