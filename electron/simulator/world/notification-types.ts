// Default notification types per destination channel. Spec: "Notification destinations"
// (create body: `notification_types` omitted means "all types available for the channel") and
// "Events" (notification types by check; `MonitorAddedNotification` is not available on the
// `onCallPager` and `alertManager` channels).

export const ALL_NOTIFICATION_TYPES: readonly string[] = [
  // Uptime
  'HttpUptimeCheckFailedNotification',
  'HttpUptimeCheckRecoveredNotification',
  'PingUptimeCheckFailedNotification',
  'PingUptimeCheckRecoveredNotification',
  'TcpUptimeCheckFailedNotification',
  'TcpUptimeCheckRecoveredNotification',
  // Certificate health
  'CertificateExpiresSoonNotification',
  'CertificateFixedNotification',
  'CertificateHasChangedNotification',
  'CertificateUnhealthyNotification',
  // Broken links
  'BrokenLinksFoundNotification',
  'BrokenLinksFixedNotification',
  // Mixed content
  'MixedContentFoundNotification',
  'MixedContentFixedNotification',
  // Performance
  'PerformanceThresholdExceededNotification',
  'PerformanceThresholdRecoveredNotification',
  'PerformanceDeltaExceededNotification',
  // Lighthouse
  'LighthouseIssuesDetectedNotification',
  'LighthouseIssuesFixedNotification',
  // Cron jobs
  'CronNotExecutedOnTimeNotification',
  'CronFailedNotification',
  // Sitemap
  'SitemapIssuesFoundNotification',
  'SitemapIssuesFixedNotification',
  // DNS
  'DnsIssuesFoundNotification',
  'DnsIssuesFixedNotification',
  'DnsRecordsChangedNotification',
  // DNS blocklist
  'DnsBlocklistIssuesFoundNotification',
  'DnsBlocklistIssuesFixedNotification',
  // Application health
  'ApplicationHealthClientErrorNotification',
  'ApplicationHealthResultsTooOldNotification',
  'ApplicationHealthProblemDetectedNotification',
  'ApplicationHealthProblemFixedNotification',
  // Domain
  'DomainIssuesFoundNotification',
  'DomainIssuesFixedNotification',
  // Ports
  'PortsCheckFailedNotification',
  'PortsCheckRecoveredNotification',
  // AI
  'AiCheckSucceededNotification',
  'AiCheckFailedNotification',
  // System
  'MonitorAddedNotification',
]

/** Types a channel cannot receive (spec, Events: System row). Other channels get every type. */
const EXCLUDED_BY_CHANNEL: Record<string, readonly string[]> = {
  onCallPager: ['MonitorAddedNotification'],
  alertManager: ['MonitorAddedNotification'],
}

/** Every notification type available for `channel`; a fresh array each call. */
export function defaultNotificationTypes(channel: string): string[] {
  const excluded = EXCLUDED_BY_CHANNEL[channel] ?? []
  return ALL_NOTIFICATION_TYPES.filter((type) => !excluded.includes(type))
}
