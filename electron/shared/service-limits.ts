// The service's own bound on a text field (Laravel's default string column: 191 characters; the
// simulator's 422s follow it). The input schemas of the forms, the CLI and the control socket
// take it from here rather than each writing the number again.
export const SERVICE_TEXT_MAX = 191
