// The issued notification links kept in the user's data folder (0600), written whole and
// atomically (a temp file renamed over it). Only a regular file is read.
import { randomBytes } from 'node:crypto'
import { renameSync, rmSync, writeFileSync } from 'node:fs'
import { readRegularFileSync } from '../../adapters/own-folder'
import type { TicketFile } from './action-tickets'

export const TICKET_FILE_NAME = 'notification-links.json'

export function ticketFile(path: string): TicketFile {
  return {
    read() {
      try {
        return JSON.parse(readRegularFileSync(path)) as unknown
      } catch {
        return null
      }
    },
    write(value) {
      const temp = `${path}.${randomBytes(4).readUInt32BE(0)}`
      try {
        writeFileSync(temp, JSON.stringify(value), { mode: 0o600, flag: 'wx' })
        renameSync(temp, path)
      } catch (error) {
        rmSync(temp, { force: true })
        throw error
      }
    },
  }
}
