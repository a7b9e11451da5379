// The operation table is complete and right: the type checker (`npm run typecheck`, which covers
// tests/) proves an entry per AppService method and that each argument schema's output fits its
// method's parameters; the runtime checks cover what types cannot (one channel per operation).
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import type { AppServiceApi } from '@app/shared/app-service-api'
import { INVOKE_METHODS } from '@app/shared/contract'
import { invokeSchemas } from '@app/shared/contract-schemas'
import {
  OPERATIONS,
  type SchemaKit,
  type SHELL_OPERATIONS,
  type ServiceMethod,
  type ServiceOperationTable,
  type ShellApi,
  type ShellMethod,
} from '@app/shared/operations'

type Output<Op> = Op extends { args: (kit: SchemaKit) => infer S extends z.ZodType }
  ? z.output<S>
  : never

/** The methods whose schema output does not fit their parameters (none, or typecheck fails). */
type Misfits<Api, Table, M extends keyof Api & keyof Table> = {
  [K in M]: Api[K] extends (...args: infer A) => unknown
    ? Output<Table[K]> extends A
      ? never
      : K
    : K
}[M]

describe('operation table', () => {
  it('has one entry per AppService method (all but subscribe, the events) and no other', () => {
    expectTypeOf<keyof typeof OPERATIONS>().toEqualTypeOf<
      Exclude<keyof AppServiceApi, 'subscribe'>
    >()
    expectTypeOf<keyof typeof SHELL_OPERATIONS>().toEqualTypeOf<keyof ShellApi>()
  })

  it("builds each schema to an output that fits its method's parameters", () => {
    expectTypeOf<Misfits<AppServiceApi, typeof OPERATIONS, ServiceMethod>>().toBeNever()
    expectTypeOf<Misfits<ShellApi, typeof SHELL_OPERATIONS, ShellMethod>>().toBeNever()
  })

  it('refuses a table with a method left out or a schema that does not fit', () => {
    const { snoozeCheck, ...withoutSnooze } = OPERATIONS
    expectTypeOf(withoutSnooze).not.toExtend<ServiceOperationTable>()
    const stringMinutes = {
      ...OPERATIONS,
      snoozeCheck: {
        channel: snoozeCheck.channel,
        args: ({ z, id }: SchemaKit) => z.tuple([id, z.string()]),
      },
    }
    expectTypeOf(stringMinutes).not.toExtend<ServiceOperationTable>()
    expectTypeOf(OPERATIONS).toExtend<ServiceOperationTable>()
  })

  it('gives every operation its own channel, each with a built schema', () => {
    const channels = Object.values(INVOKE_METHODS)
    expect(new Set(channels).size).toBe(channels.length)
    expect(Object.keys(invokeSchemas()).sort()).toEqual([...channels].sort())
    for (const channel of channels) {
      expect(channel).toMatch(/^[a-z-]+:[a-z-]+$/)
      expect(typeof invokeSchemas()[channel].safeParse, channel).toBe('function')
    }
  })
})

describe("check actions' monitor and a bulk run's checks", () => {
  const ok = (channel: keyof ReturnType<typeof invokeSchemas>, args: unknown[]) =>
    invokeSchemas()[channel].safeParse(args).success

  it("takes the check's monitor as an optional last argument, a positive id", () => {
    expect(ok('check:snooze', [21, 60])).toBe(true)
    expect(ok('check:snooze', [21, 60, 2])).toBe(true)
    expect(ok('check:unsnooze', [21, 2])).toBe(true)
    expect(ok('check:rerun', [21])).toBe(true)
    expect(ok('check:set-enabled', [21, false, 2])).toBe(true)
    // JSON turns undefined into null: a caller leaves the monitor out instead.
    expect(ok('check:snooze', [21, 60, null])).toBe(false)
    expect(ok('check:rerun', [21, 0])).toBe(false)
    expect(ok('check:rerun', [21, 2, 3])).toBe(false)
  })

  it('a bulk run may name its checks: at least one, each a positive id', () => {
    const run = { kind: 'snooze', monitorIds: [4], minutes: 60 }
    expect(ok('bulk:run', [{ ...run, checkIds: [41, 43] }])).toBe(true)
    expect(ok('bulk:run', [run])).toBe(true)
    expect(ok('bulk:run', [{ ...run, checkIds: [] }])).toBe(false)
    expect(ok('bulk:run', [{ ...run, checkIds: ['41'] }])).toBe(false)
  })
})
