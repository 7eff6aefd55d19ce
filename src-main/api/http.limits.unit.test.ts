/**
 * Answers are read as they stream in and given up past their limit (issue 30): a service or storage host that
 * sends without end cannot fill main's memory, and the user gets a clear, translated error. A real HTTP server
 * on loopback streams (or declares) more than the limit.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ANSWER_LIMITS, answerLimitFor, HttpClient } from './http'
import { ApiError } from './errors'
import { toAppError } from '../work/appFailure'

let server: Server | null = null
let written = 0
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = null
})

/** Streams 64 KiB chunks of JSON-ish text up to `total` bytes, or declares `declared` as its length. */
async function streaming(total: number, declared?: number): Promise<string> {
  written = 0
  server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      ...(declared ? { 'content-length': declared } : {}),
    })
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const more = () => {
      while (written < total) {
        written += chunk.length
        if (!res.write(chunk)) return void res.once('drain', more)
      }
      res.end()
    }
    res.on('close', () => undefined)
    more()
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', () => resolve()))
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`
}

describe('answers with a limit', () => {
  it('gives up a streamed answer past its limit, having read little more than it', async () => {
    const baseUrl = await streaming(200 * 1024 * 1024)
    const http = new HttpClient({ baseUrl, apiKey: 'k', retries: 0 })
    const failure = await http
      .request('GET', '/api/v1/x/', z.unknown(), { maxBytes: 1024 * 1024 })
      .catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ code: 'answer_too_large', kind: 'invalid_response' })
    expect(toAppError(failure, baseUrl)).toMatchObject({ code: 'answer_too_large' })
    // the server was stopped long before its 200 MiB (what sockets buffer on the way aside)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(written).toBeLessThan(32 * 1024 * 1024)
  })

  it('refuses an answer that declares more than its limit before reading it', async () => {
    const baseUrl = await streaming(64 * 1024, ANSWER_LIMITS.json + 1)
    const http = new HttpClient({ baseUrl, apiKey: 'k', retries: 0 })
    await expect(http.request('GET', '/api/v1/x/', z.unknown())).rejects.toMatchObject({
      code: 'answer_too_large',
    })
  })

  it('has a limit for each kind of answer', () => {
    expect(answerLimitFor('application/json')).toBe(20 * 1024 * 1024)
    expect(answerLimitFor('image/*')).toBe(40 * 1024 * 1024)
    expect(answerLimitFor('application/pdf')).toBe(50 * 1024 * 1024)
  })
})
