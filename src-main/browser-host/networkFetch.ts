/**
 * The browser host's way out to the service, as a clinic's IT sets the network up (issue 30): `HTTPS_PROXY` /
 * `HTTP_PROXY` (and their lower-case forms), with `NO_PROXY` for what goes direct, through undici's
 * EnvHttpProxyAgent. Node's own fetch ignores them. `NODE_EXTRA_CA_CERTS` (a TLS-inspecting proxy's root, say)
 * needs nothing here: Node reads it when the process starts, for every TLS connection.
 */
import { EnvHttpProxyAgent, fetch as undiciFetch } from 'undici'

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'] as const
const LOOPBACK = 'localhost,127.0.0.1,[::1]'

/** A fetch through the proxy the environment names; undefined when it names none (Node's own fetch then). */
export function fetchForEnvironment(env: NodeJS.ProcessEnv): typeof fetch | undefined {
  const named = (name: (typeof PROXY_VARIABLES)[number]) => env[name]?.trim() || undefined
  if (!PROXY_VARIABLES.some(named)) return undefined
  const agent = new EnvHttpProxyAgent({
    httpProxy: named('HTTP_PROXY') ?? named('http_proxy'),
    httpsProxy: named('HTTPS_PROXY') ?? named('https_proxy') ?? named('HTTP_PROXY') ?? named('http_proxy'),
    // this computer's own addresses never go through the proxy (the demo service, a service on loopback)
    noProxy: [LOOPBACK, env.NO_PROXY ?? env.no_proxy].filter(Boolean).join(','),
  })
  return ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(
      input as never,
      { ...(init as object), dispatcher: agent } as never,
    )) as unknown as typeof fetch
}
