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

/** Values for the placeholders the app knows: the monitor's name and address, the page's title. */
export function incidentValues(
  monitor: { label: string; url: string | null } | null,
  pageTitle: string,
): PlaceholderValues {
  const values: PlaceholderValues = { status_page: pageTitle }
  if (monitor) {
    values.monitor = monitor.label
    values.monitor_name = monitor.label
    values.monitor_label = monitor.label
    if (monitor.url) values.monitor_url = values.url = monitor.url
  }
  return values
}

/** `text` with every placeholder it has a value for filled; the others are left as they are. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (raw, name: string) => values[key(name)] ?? raw)
}

/** The placeholders left in `text`, each once, written the usual way (`{{ eta }}`). */
export function rawPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => `{{ ${m[1]!.trim()} }}`))]
}
