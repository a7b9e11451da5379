// The spec's enumerations, as constant tuples shared by response schemas and request validation.

export const CHECK_TYPES = [
  'uptime',
  'performance',
  'broken_links',
  'mixed_content',
  'lighthouse',
  'cron',
  'application_health',
  'sitemap',
  'dns',
  'domain',
  'certificate_health',
  'ai',
  'ports',
  'dns_blocklist',
] as const
export type CheckType = (typeof CHECK_TYPES)[number]

export const CHECK_RESULTS = [
  'pending',
  'succeeded',
  'warning',
  'failed',
  'errored-or-timed-out',
] as const

export const SUMMARIZED_RESULTS = ['succeeded', 'warning', 'failed', 'pending'] as const

export const MONITOR_TYPES = ['http', 'ping', 'tcp', 'ai'] as const
export type MonitorType = (typeof MONITOR_TYPES)[number]

/** Cron `latest_result`; `''` means "waiting on first ping" in the live service. */
export const CRON_RESULTS = [
  '',
  'pingStarting',
  'pingFinished',
  'pingFailed',
  'checkRanTooLate',
  'pingEndpointDown',
  'checkFailed',
  'sentCronNotExutedOnTimeNotification',
  'sentPingFailedNotification',
  'cronCheckDefinitionNotRegistered',
  'cronCheckChanged',
] as const

export const CRON_TYPES = ['simple', 'cron'] as const

export const SEVERITIES = ['info', 'warning', 'high', 'resolved', 'scheduled'] as const
export type Severity = (typeof SEVERITIES)[number]

export const STATUS_PAGE_STATUSES = ['up', 'down', 'warning', 'unknown'] as const

export const RECURRENCE_TYPES = ['daily', 'weekly', 'monthly'] as const

export const TEAM_ROLES = ['admin', 'member', 'guest'] as const

export const RUN_RESULTS = ['succeeded', 'warning', 'failed'] as const

export const UPTIME_SPLITS = ['hour', 'day', 'month'] as const

export const METRIC_GROUPS = ['minute', 'hour', 'day', 'week', 'month'] as const

export const LINK_TYPES = ['link', 'image', 'script', 'stylesheet', 'og:image'] as const

export const NOTIFICATION_CHANNELS = [
  'mail',
  'chatApi',
  'chatWebhook',
  'communityChat',
  'messenger',
  'workspaceWorkflow',
  'workspaceLegacy',
  'groupChat',
  'onCallPager',
  'alertManager',
  'pushService',
  'topicPush',
  'sms',
  'webhook',
] as const
