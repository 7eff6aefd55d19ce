/**
 * A real reverse proxy in front of a test server (issue 44): Debian's nginx (`nginx-light`; `.ci/run` installs it),
 * as clinics put one in front of a PACS or a record system. Started on a free loopback port with its own
 * configuration, prefix, pid and log in a temporary folder (`nginx -p <dir> -c <conf> -e <log> -g 'daemon off;'`),
 * one process (`master_process off`) that the kernel kills when the process that started it dies (setpriv
 * pdeathsig), and stopped, its folder removed, by `stop()`. Three ways through it:
 *
 * - `url`: everything passed to the upstream as it is;
 * - `limited`: the same, but bodies over `bodyLimit` are refused by nginx with a real 413;
 * - `broken`: passed to a closed port, so nginx answers a real 502 Bad Gateway.
 *
 * No vitest here.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { removeDir, tempDir } from './folders'
import { freePort, killOnExit } from './localServer'

const nginxBinary = '/usr/sbin/nginx'

export interface ReverseProxy {
  /** The proxy's origin: every path passed to the upstream. */
  url: string
  /** `<url>/limited`: bodies over the limit get 413 from nginx. */
  limited: string
  /** `<url>/broken`: proxied to a closed port, 502 from nginx. */
  broken: string
  stop(): Promise<void>
}

/** The configuration: one server, its temporary files in `dir`, no access log. */
function configuration(dir: string, port: number, upstream: string, closedPort: number, bodyLimit: string) {
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`
  const pass = (to: string) => `proxy_pass ${to}; proxy_request_buffering off; proxy_buffering off;`
  return `master_process off;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 64; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  proxy_http_version 1.1;
  proxy_read_timeout 60s;
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 0;
    location /limited/ { client_max_body_size ${bodyLimit}; ${pass(`${upstream}/`)} }
    location /broken/ { ${pass(`http://127.0.0.1:${closedPort}/`)} }
    location / { ${pass(upstream)} }
  }
}
`
}

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`nginx ended before answering (${child.exitCode ?? child.signalCode}):\n${log()}`)
    try {
      await fetch(url)
      return
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50))
  }
  throw new Error(`nginx did not answer at ${url}:\n${log()}`)
}

/** Starts nginx in front of `upstream` (an origin, e.g. http://127.0.0.1:40123); `stop()` it when done. */
export async function startReverseProxy(upstream: string, bodyLimit = '64k'): Promise<ReverseProxy> {
  const dir = await tempDir('skin-nginx-')
  await mkdir(join(dir, 'temp'))
  const [port, closedPort] = [await freePort(), await freePort()]
  const conf = join(dir, 'nginx.conf')
  await writeFile(conf, configuration(dir, port, upstream.replace(/\/+$/, ''), closedPort, bodyLimit))
  const child = spawn(
    'setpriv',
    ['--pdeathsig', 'KILL', nginxBinary, '-p', dir, '-c', conf, '-e', join(dir, 'error.log')],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  killOnExit(child)
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-8000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(killer)
    }
    await removeDir(dir)
  }
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilAnswering(url, child, () => log)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, limited: `${url}/limited`, broken: `${url}/broken`, stop }
}
