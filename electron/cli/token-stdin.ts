// The API token of `accounts add`, read from stdin only (never argv, where `ps` and the shell's
// history would keep it): piped (`pass show ohdear | uptray accounts add ...`), or typed at a
// prompt that does not echo it. Bounded; surrounding white space dropped.
import { CliError, EXIT } from './exit-codes'

/** Longer than any token the service issues; more is not a token. */
export const MAX_TOKEN_BYTES = 4096

function tooLong(): CliError {
  return new CliError(
    EXIT.badArguments,
    `The token on stdin is longer than ${MAX_TOKEN_BYTES} bytes: that is not an API token.`,
  )
}

function checked(text: string): string {
  const token = text.trim()
  if (token === '') {
    throw new CliError(
      EXIT.badArguments,
      'No token on stdin: pipe it in (e.g. pass show ohdear | uptray accounts add NAME --token-stdin).',
    )
  }
  if (/\s/.test(token)) {
    throw new CliError(EXIT.badArguments, 'The token on stdin is more than one word.')
  }
  // An arrow key typed at the prompt, or a stray escape sequence: no header could carry it.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F-\u009F]/.test(token)) {
    throw new CliError(
      EXIT.badArguments,
      'The token on stdin holds control characters: that is not an API token.',
    )
  }
  return token
}

/** Everything piped in, as one token. */
export function readPipedToken(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      size += buffer.length
      if (size > MAX_TOKEN_BYTES) {
        stream.removeListener('data', onData)
        stream.pause()
        reject(tooLong())
        return
      }
      chunks.push(buffer)
    }
    stream.on('data', onData)
    stream.once('error', reject)
    stream.once('end', () => {
      try {
        resolve(checked(Buffer.concat(chunks).toString('utf8')))
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  })
}

/** One line typed at a terminal, not echoed; Ctrl-C or Ctrl-D ends with nothing stored. */
function readTypedToken(stdin: NodeJS.ReadStream, prompt: (text: string) => void): Promise<string> {
  prompt('API token (not shown): ')
  return new Promise((resolve, reject) => {
    let typed = ''
    const done = (error: CliError | null) => {
      stdin.setRawMode(false)
      stdin.removeListener('data', onData)
      stdin.pause()
      prompt('\n')
      if (error) reject(error)
      else {
        try {
          resolve(checked(typed))
        } catch (problem) {
          reject(problem instanceof Error ? problem : new Error(String(problem)))
        }
      }
    }
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return done(null)
        if (char === '\u0003' || char === '\u0004') {
          return done(new CliError(EXIT.badArguments, 'No token given; nothing was stored.'))
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1)
        else typed += char
        if (typed.length > MAX_TOKEN_BYTES) return done(tooLong())
      }
    }
    stdin.setRawMode(true)
    stdin.resume()
    stdin.on('data', onData)
  })
}

/** The token from this process's stdin: typed at a prompt when it is a terminal, else piped. */
export function readTokenFromStdin(prompt: (text: string) => void): Promise<string> {
  const stdin = process.stdin
  return stdin.isTTY ? readTypedToken(stdin, prompt) : readPipedToken(stdin)
}
