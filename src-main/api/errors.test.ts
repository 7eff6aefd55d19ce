import { describe, expect, it } from 'vitest'
import { apiErrorFromResponse } from './errorResponse'
import { ApiError, isAuthError, isOffline } from './errors'

const where = { method: 'POST', path: '/api/v1/companies/c1/datasets/', retryAfterSeconds: null }

describe('apiErrorFromResponse', () => {
  it('reads the standard body with every error item', () => {
    const body = {
      type: 'validation_error',
      errors: [
        {
          code: 'invalid_choice',
          detail: 'Not a valid choice.',
          attr: 'images',
          extra: ['front', 'triplet'],
        },
        { code: 'required_field', detail: 'This field is required.', attr: 'dataset_id', extra: null },
      ],
    }
    const error = apiErrorFromResponse({ ...where, status: 400, bodyText: JSON.stringify(body) })
    expect(error).toBeInstanceOf(ApiError)
    expect(error.kind).toBe('http')
    expect(error.status).toBe(400)
    expect(error.type).toBe('validation_error')
    expect(error.code).toBe('invalid_choice')
    expect(error.attr).toBe('images')
    expect(error.extra).toEqual(['front', 'triplet'])
    expect(error.detail).toBe('Not a valid choice.')
    expect(error.errors).toHaveLength(2)
    expect(error.errors[1]).toEqual({
      code: 'required_field',
      detail: 'This field is required.',
      attr: 'dataset_id',
      extra: null,
    })
    expect(error.validationDetail).toBeNull()
  })

  it('reads a 401 invalid_token body without attr or extra', () => {
    const body = { type: 'client_error', errors: [{ code: 'invalid_token', detail: 'Token is invalid' }] }
    const error = apiErrorFromResponse({ ...where, status: 401, bodyText: JSON.stringify(body) })
    expect(error.code).toBe('invalid_token')
    expect(error.attr).toBeNull()
    expect(error.extra).toBeNull()
    expect(isAuthError(error)).toBe(true)
    expect(isOffline(error)).toBe(false)
  })

  it('keeps the 422 detail array and maps it onto errors', () => {
    const body = {
      detail: [
        {
          loc: ['body', 'locale'],
          msg: 'String should match pattern',
          type: 'string_pattern_mismatch',
          input: 'x',
          ctx: { pattern: '^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$' },
        },
      ],
    }
    const error = apiErrorFromResponse({ ...where, status: 422, bodyText: JSON.stringify(body) })
    expect(error.type).toBe('validation_error')
    expect(error.code).toBe('unprocessable_entity')
    expect(error.attr).toBe('locale')
    expect(error.detail).toBe('String should match pattern')
    expect(error.validationDetail).toEqual(body.detail)
    expect(error.errors[0]).toMatchObject({ code: 'string_pattern_mismatch', attr: 'locale' })
  })

  it('never carries the HTML of a 502 page', () => {
    const html = '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>'
    const error = apiErrorFromResponse({ ...where, status: 502, bodyText: html })
    expect(error.type).toBe('server_error')
    expect(error.code).toBe('bad_gateway')
    expect(error.detail).toBe('HTTP 502')
    expect(error.message).not.toContain('<')
    expect(JSON.stringify(error)).not.toContain('nginx')
  })

  it('names an empty 503 and an empty 500 from their status', () => {
    const unavailable = apiErrorFromResponse({ ...where, status: 503, bodyText: '', retryAfterSeconds: 2 })
    expect(unavailable.code).toBe('service_unavailable')
    expect(unavailable.retryAfterSeconds).toBe(2)
    expect(apiErrorFromResponse({ ...where, status: 500, bodyText: '' }).code).toBe('internal_server_error')
    expect(apiErrorFromResponse({ ...where, status: 418, bodyText: '' }).code).toBe('http_418')
  })

  it('reads a bare {detail} body', () => {
    const error = apiErrorFromResponse({ ...where, status: 404, bodyText: '{"detail":"Not Found"}' })
    expect(error.code).toBe('not_found')
    expect(error.detail).toBe('Not Found')
  })

  it('falls back to the status when JSON does not fit the standard body', () => {
    const error = apiErrorFromResponse({ ...where, status: 403, bodyText: '{"errors":"nope"}' })
    expect(error.code).toBe('forbidden')
    expect(error.type).toBe('client_error')
  })

  it('says where it happened in the message', () => {
    const error = apiErrorFromResponse({ ...where, status: 500, bodyText: '' })
    expect(error.message).toBe('POST /api/v1/companies/c1/datasets/: 500 internal_server_error: HTTP 500')
  })
})

describe('isOffline', () => {
  it('is true for network and timeout errors only', () => {
    const base = { status: null, method: 'GET', path: '/x/', code: 'c', detail: 'd' }
    expect(isOffline(new ApiError({ ...base, kind: 'network' }))).toBe(true)
    expect(isOffline(new ApiError({ ...base, kind: 'timeout' }))).toBe(true)
    expect(isOffline(new ApiError({ ...base, kind: 'invalid_response' }))).toBe(false)
    expect(isOffline(new Error('x'))).toBe(false)
    expect(isAuthError('401')).toBe(false)
  })
})
