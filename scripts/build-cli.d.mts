/** The built CLI's entry in out/cli. */
export const CLI_BUNDLE: string
/** Builds the CLI into `outDir` (out/cli unless told); resolves with the entry's path there. */
export function buildCli(outDir?: string): Promise<string>
