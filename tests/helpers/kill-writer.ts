// Runs a writer child process and SIGKILLs it mid-write (file-store and offline-cache tests).
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'

/** The file store's temp files: a write in progress. */
const TEMP_FILE = /\.json\.\d+$/

/**
 * Starts a writer script (DIR START_SEQ; prints each completed sequence number), lets it
 * complete at least one write, and SIGKILLs it at a varying moment. Resolves with the last
 * sequence number it completed.
 */
export function runWriterAndKill(
  script: string,
  directory: string,
  startSeq: number,
  round: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    // Node itself with the tsx loader (not the tsx wrapper, which would fork a grandchild that
    // survives the kill): the SIGKILL hits the very process that writes.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', script, directory, String(startSeq)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let completed = -1
    let buffered = ''
    let stderr = ''
    let killScheduled = false
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString()
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) completed = Number(line)
      if (completed >= 0 && !killScheduled) {
        killScheduled = true
        if (round % 2 === 0) {
          // Even rounds: kill as soon as a temp file shows a write in progress.
          const poll = setInterval(() => {
            if (readdirSync(directory).some((n) => TEMP_FILE.test(n))) {
              clearInterval(poll)
              child.kill('SIGKILL')
            }
          }, 1)
          child.on('close', () => clearInterval(poll))
        } else {
          // Odd rounds: kill at a varying moment, wherever the writer happens to be.
          setTimeout(() => child.kill('SIGKILL'), (round * 7) % 40)
        }
      }
    })
    child.on('error', reject)
    // 'close' fires after the pipe is drained: every write the child completed has been reported
    // (stdout to a pipe is synchronous on Linux, so nothing reported is lost by the kill).
    child.on('close', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`writer exited on its own: ${stderr}`))
      else resolve(completed)
    })
  })
}
