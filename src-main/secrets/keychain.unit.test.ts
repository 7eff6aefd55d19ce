/** keytar's functions are found however the module loader shaped its namespace. */
import { describe, expect, it } from 'vitest'
import { pickKeytar } from './keychain'

const api = {
  getPassword: async () => null,
  setPassword: async () => undefined,
  deletePassword: async () => true,
}

describe('keytar loader', () => {
  it("takes `default` when Node's ESM loader found only some named exports (tsx, plain node)", () => {
    // what `import('@github/keytar')` gives under tsx and node: getPassword named, the rest only on default
    const namespace = { default: api, getPassword: api.getPassword }
    expect(pickKeytar(namespace)).toBe(api)
  })

  it('takes the named exports when there is no usable default (vitest, a CJS bundle)', () => {
    const namespace = { ...api, default: { getPassword: api.getPassword } }
    expect(pickKeytar(namespace).setPassword).toBe(api.setPassword)
  })

  it('says what is missing instead of failing later with "not a function"', () => {
    expect(() =>
      pickKeytar({ default: { getPassword: api.getPassword }, getPassword: api.getPassword }),
    ).toThrow(/without getPassword, setPassword and deletePassword/)
    expect(() => pickKeytar(null)).toThrow()
  })

  it('finds every function in the real module as this loader imports it', async () => {
    const keytar = pickKeytar(await import('@github/keytar'))
    expect(typeof keytar.setPassword).toBe('function')
  })
})
