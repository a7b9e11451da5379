// Placeholders in status update templates: `{{ monitor }}` and the like, filled from the incident
// at hand. The spec names none; the simulator's templates use `{{ monitor }}`. A name is matched
// whatever its spacing, case or separator (`{{Monitor.URL}}` is `monitor_url`).

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g

/** What the view can fill a placeholder with, by normalised name. */
export type PlaceholderValues = Record<string, string>

function key(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s.-]+/g, '_')
}

/** The monitor an update is about, and its check in question (its worst one), when known. */
export interface IncidentMonitor {
  label: string
  url: string | null
  check?: { label: string; result: string } | null
}

/**
 * Values for the placeholders the app knows: the monitor's name and address, its check in
 * question and that check's result, the page's title.
 */
export function incidentValues(
  monitor: IncidentMonitor | null,
  pageTitle: string,
): PlaceholderValues {
  const values: PlaceholderValues = { status_page: pageTitle }
  if (monitor) {
    values.monitor = monitor.label
    values.monitor_name = monitor.label
    values.monitor_label = monitor.label
    if (monitor.url) values.monitor_url = values.url = monitor.url
    if (monitor.check) {
      values.check = values.check_name = values.check_label = monitor.check.label
      values.check_result = values.result = values.status = monitor.check.result
    }
  }
  return values
}

const RANK: Record<string, number> = { failed: 0, warning: 1 }

/**
 * The check an incident is about: the enabled check in the worst state (failed, then warning);
 * with `named`, the first check given whatever its state (the one the user came from).
 */
export function checkInQuestion<
  C extends { label: string; type: string; enabled: boolean; result: string },
>(checks: readonly C[], named = false): { label: string; result: string } | null {
  const worst = named
    ? checks[0]
    : checks
        .filter((c) => c.enabled && c.result in RANK)
        .sort((a, b) => RANK[a.result]! - RANK[b.result]!)[0]
  return worst ? { label: worst.label || worst.type, result: worst.result } : null
}

/** `text` with every placeholder it has a value for filled; the others are left as they are. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (raw, name: string) => values[key(name)] ?? raw)
}

/** The placeholders left in `text`, each once, written the usual way (`{{ eta }}`). */
export function rawPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => `{{ ${m[1]!.trim()} }}`))]
}
