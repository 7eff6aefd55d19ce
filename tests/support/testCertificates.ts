/**
 * A root CA of our own and a server certificate it signed, made at test time with the `openssl` CLI (Node has no
 * API to issue certificates): what a clinic's TLS-inspecting proxy holds, the root being what its IT rolls out to
 * every workstation. P-256 keys, valid two days; nothing is kept after the test's folder is removed.
 */
import { execFile } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export interface TestCertificates {
  /** The root's certificate (PEM) on disk: what NODE_EXTRA_CA_CERTS names. */
  caFile: string
  /** The server's certificate, for `hostname` only, signed by the root (PEM). */
  cert: string
  /** Its private key (PEM). */
  key: string
}

const openssl = (args: string[], cwd: string) => run('openssl', args, { cwd })

/** Makes the root and a certificate for `hostname` in `dir` (an empty temporary folder). */
export async function makeTestCertificates(dir: string, hostname: string): Promise<TestCertificates> {
  const p256 = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  await openssl(
    [
      'req',
      '-x509',
      ...p256,
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      '/CN=Clinic inspecting proxy (test root)',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  )
  await openssl(
    ['req', '-new', ...p256, '-keyout', 'server.key', '-out', 'server.csr', '-subj', `/CN=${hostname}`],
    dir,
  )
  // the name a client checks is the subjectAltName (the CN alone is no longer read)
  await writeFile(
    join(dir, 'server.ext'),
    [
      `subjectAltName=DNS:${hostname}`,
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
    ].join('\n'),
  )
  await openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-set_serial',
      '2',
      '-days',
      '2',
      '-extfile',
      'server.ext',
      '-out',
      'server.pem',
    ],
    dir,
  )
  return {
    caFile: join(dir, 'ca.pem'),
    cert: await readFile(join(dir, 'server.pem'), 'utf8'),
    key: await readFile(join(dir, 'server.key'), 'utf8'),
  }
}
