import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DATA_KEY_ENV, takeDataKey } from './dataKeyEnv'

describe("the service's data key from its environment", () => {
  it('is taken out of the environment as it is read', () => {
    const key = randomBytes(32)
    const env: NodeJS.ProcessEnv = { [DATA_KEY_ENV]: key.toString('base64'), OTHER: 'kept' }
    expect(takeDataKey(env)?.equals(key)).toBe(true)
    expect(env).toEqual({ OTHER: 'kept' })
  })

  it('is none when not given: the data stays plain', () => {
    expect(takeDataKey({})).toBeNull()
  })

  it.each([[''], ['not base64!'], [randomBytes(16).toString('base64')]])(
    'refuses %j rather than keep the data plain, and still takes it out',
    (given) => {
      const env: NodeJS.ProcessEnv = { [DATA_KEY_ENV]: given }
      expect(() => takeDataKey(env)).toThrow(/not a data key/)
      expect(env).toEqual({})
    },
  )
})
