/**
 * The page's CSP forbids eval. zod probes `new Function` before its first parse, which Chromium reports as a
 * CSP violation on every start; telling it up front to work without eval keeps the console clean.
 */
import { config } from 'zod'

config({ jitless: true })
