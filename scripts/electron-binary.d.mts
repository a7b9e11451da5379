/** The Electron executable's path, or null when this machine has none. */
export function findElectronBinary(): string | null
