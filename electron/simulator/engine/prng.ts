// Deterministic randomness. `mulberry32` drives the seeding sequence; `hash` and `unit` give
// stateless values keyed by (seed, ids...), so a check's result at any time slot can be derived
// lazily without replaying history.

export type Rng = () => number

/** mulberry32: a tiny, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Mixes integers into one 32-bit hash (murmur3 finalizer per step). */
export function hash(...parts: number[]): number {
  let h = 0x9e3779b9
  for (const part of parts) {
    // Fold values beyond 32 bits (timestamps, slot numbers) instead of truncating them.
    const lo = part >>> 0
    const hi = Math.floor(part / 4294967296) >>> 0
    h = mix(h ^ lo)
    h = mix(h ^ hi)
  }
  return h >>> 0
}

function mix(value: number): number {
  let h = value >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** A float in [0, 1) derived from the parts. */
export function unit(...parts: number[]): number {
  return hash(...parts) / 4294967296
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)]
  if (item === undefined) throw new Error('pick() needs a non-empty list')
  return item
}

export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1))
}

/** A deterministic UUID-shaped id (v4 layout) from the generator. */
export function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng() * 16).toString(16)).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** A deterministic lowercase alphanumeric token (badge ids, secrets). */
export function tokenFrom(rng: Rng, length: number): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz'
  let token = ''
  // A plain loop: this runs once per monitor when seeding 10,000 of them.
  for (let i = 0; i < length; i++) token += alphabet.charAt(Math.floor(rng() * 36))
  return token
}
