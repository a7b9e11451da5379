// One page of a check's run history, filtered by result: what the check page asks for beyond
// the first page of every run. Types and limits only, shared by the core and the renderer.
import type { CheckRunsView } from './check-views'

/** The results the service filters runs by (spec: `filter[result]`). */
export const RUN_RESULT_FILTERS = ['succeeded', 'warning', 'failed'] as const
export type RunResultFilter = (typeof RUN_RESULT_FILTERS)[number]

/** The highest page number the app asks for (a month of one-minute runs is ~220 pages). */
export const MAX_RUN_PAGE = 10_000

export interface RunHistoryQuery {
  /** Only runs with this result; null for every run. */
  result: RunResultFilter | null
  /** From 1. */
  page: number
}

export interface RunHistoryView extends CheckRunsView {
  result: RunResultFilter | null
  page: number
  /** The last page there is, as the service counts it (at least 1). */
  lastPage: number
  /** How many runs match in all, when the service says. */
  total: number | null
}

/** Runs a page holds: the page size the API client asks for (core/api/pagination.ts). */
export const RUN_PAGE_SIZE = 200
