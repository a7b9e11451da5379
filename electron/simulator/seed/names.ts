// Deterministic, readable names for generated monitors, teams and groups.
import { pick, type Rng } from '../engine/prng'

const WORDS = [
  'acme',
  'bakery',
  'garage',
  'harbor',
  'lumen',
  'nimbus',
  'orchid',
  'pixel',
  'quartz',
  'river',
  'summit',
  'tundra',
  'velvet',
  'willow',
  'zephyr',
  'atlas',
  'beacon',
  'cobalt',
  'delta',
  'ember',
]
const TLDS = ['com', 'io', 'dev', 'net', 'org', 'app']
const HOST_PREFIXES = ['api', 'shop', 'www', 'status', 'mail', 'cdn', 'admin', 'docs']

export function siteUrl(rng: Rng, index: number): string {
  const prefix = pick(rng, HOST_PREFIXES)
  return `https://${prefix === 'www' ? 'www.' : prefix + '.'}${pick(rng, WORDS)}-${index}.${pick(rng, TLDS)}`
}

export function hostName(rng: Rng, index: number): string {
  return `srv-${index}.${pick(rng, WORDS)}.${pick(rng, TLDS)}`
}

export const TEAM_NAMES = [
  'Acme Ops',
  'Client: Bakery',
  'Client: Garage',
  'Client: Harbor',
  'Client: Lumen',
]
export const GROUPS = ['Production', 'Staging', 'Marketing sites', '']
export const TAG_POOL = ['prod', 'staging', 'eu', 'us', 'critical', 'shop', 'internal']
