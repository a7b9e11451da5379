// A throwaway certificate authority and a server certificate it signed for 127.0.0.1, made at
// run time with the openssl command (node:crypto cannot issue certificates), in a temp folder.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface TestCa {
  /** Path of the CA certificate (PEM), for NODE_EXTRA_CA_CERTS. */
  caFile: string
  key: string
  cert: string
  remove(): void
}

/** Why no CA can be made here (no openssl), or null. */
export function testCaUnavailable(): string | null {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' })
    return null
  } catch {
    return 'the openssl command is not installed (needed to issue a test certificate)'
  }
}

export function makeTestCa(): TestCa {
  const dir = mkdtempSync(join(tmpdir(), 'uptray-ca-'))
  const at = (name: string) => join(dir, name)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' })
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  openssl(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    at('ca.key'),
    '-out',
    at('ca.pem'),
    '-days',
    '1',
    '-subj',
    '/CN=Uptray test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  )
  openssl(
    'req',
    ...ec,
    '-keyout',
    at('server.key'),
    '-out',
    at('server.csr'),
    '-subj',
    '/CN=127.0.0.1',
  )
  writeFileSync(
    at('server.ext'),
    'subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  )
  openssl(
    'x509',
    '-req',
    '-in',
    at('server.csr'),
    '-CA',
    at('ca.pem'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-out',
    at('server.pem'),
    '-days',
    '1',
    '-extfile',
    at('server.ext'),
  )
  return {
    caFile: at('ca.pem'),
    key: readFileSync(at('server.key'), 'utf8'),
    cert: readFileSync(at('server.pem'), 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
