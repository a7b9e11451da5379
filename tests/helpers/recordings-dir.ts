// Responses recorded from the real service (see tests/fixtures/recorded-api/README.md), kept in the
// repository so a clone runs every test with nothing beside it.
import { fileURLToPath } from 'node:url'

export const RECORDINGS_DIR = fileURLToPath(new URL('../fixtures/recorded-api', import.meta.url))
