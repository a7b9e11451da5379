// `shared/` (spec and recorded responses) sits beside the repository, in development and in CI.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export const SHARED_DIR = process.env.UPTRAY_SHARED_DIR ?? resolve(repoRoot, '..', 'shared')
export const RECORDINGS_DIR = resolve(SHARED_DIR, 'recorded-api')
