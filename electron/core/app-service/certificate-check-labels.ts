// The certificate check list reads as statements that pass or fail ("Will not expire soon":
// Passed). The service labels four of its checks by their fault instead, and sends them with
// `passed: true` when all is well (recorded certificate-health.json: "Could not connect to host",
// passed), which would read "Passed · Could not connect to host". Those four are named by the
// statement that holds when they pass; any other label is the service's own.
const STATEMENTS: Record<string, string> = {
  couldNotConnectToHost: 'Connects to the host',
  hostDoesNotExist: 'Host exists',
  noCertificateInstalled: 'A certificate is installed',
  couldNotDownloadCertificate: 'Certificate can be downloaded',
}

/** The label to show for a certificate check of `type` whose service label is `label`. */
export function certificateCheckLabel(type: string, label: string): string {
  return Object.hasOwn(STATEMENTS, type) ? STATEMENTS[type]! : label
}
