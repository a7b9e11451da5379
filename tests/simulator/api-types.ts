// The few response fields the simulator tests read (the full shapes are checked against the
// recordings in recorded-shapes.test.ts).
export interface ApiCheck {
  id: number
  type: string
  enabled: boolean
  latest_run_result: string
  latest_run_ended_at: string | null
  summary: string
  active_snooze: { ends_at: string } | null
}
export interface ApiMonitor {
  id: number
  team_id: number
  type: string
  url: string
  label: string
  summarized_check_result: string
  checks: ApiCheck[]
}
export interface ApiPage<T> {
  data: T[]
  links: { first: string; last: string; prev: string | null; next: string | null }
  meta: {
    current_page: number
    from: number | null
    last_page: number
    links: { url: string | null; label: string; active: boolean }[]
    path: string
    per_page: number
    to: number | null
    total: number
  }
}
export interface ApiCron {
  id: number
  uuid: string
  name: string
  ping_url: string
  latest_result: string
  latest_ping_at: string
}
export interface ApiPeriod {
  id: number
  monitor_id: number
  name: string | null
  starts_at: string
  ends_at: string
}
