// The typed client for the monitoring service's API: the only door from the core to the service.
export { type ApiClient, type ApiClientOptions, createApiClient } from './client'
export {
  AbortedError,
  ApiError,
  AuthError,
  BadResponseError,
  ForbiddenError,
  HttpStatusError,
  InvalidRequestError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from './errors'
export type { RateLimitListener, RateLimitObservable, RateLimitState } from './rate-limit'
export { type Page, PAGE_SIZE } from './pagination'
export type { CallOptions } from './transport'
export { DEFAULT_TIMEOUT_MS } from './transport'
export { isHhMm, isYmdHi, isYmdHis, isoToUtc, toYmdHi, toYmdHis, utcToIso } from './dates'
export type { TimeInput } from './request-schemas'

export type { ApiMe, ApiTeam } from './schemas/account'
export type { ApiActiveSnooze } from './schemas/snooze'
export type { ApiCheck, ApiCheckActionResult, ApiMonitor } from './schemas/monitor'
export type { ApiCronCheck, ApiCronCheckActionResult } from './schemas/cron-check'
export type {
  ApiBrokenLinks,
  ApiCertificateHealth,
  ApiCrawledUrl,
  ApiCrawledUrlSummary,
  ApiDetectedCertificate,
  ApiMixedContent,
  ApiRun,
  ApiSitemap,
} from './schemas/results'
export type {
  ApiDowntime,
  ApiHttpUptimeMetric,
  ApiPingUptimeMetric,
  ApiTcpUptimeMetric,
  ApiUptimeEntry,
} from './schemas/uptime'
export type {
  ApiStatusPage,
  ApiStatusPageUpdate,
  ApiStatusPageUpdateTemplate,
} from './schemas/status-page'
export type { ApiMaintenancePeriod, ApiRecurringMaintenancePeriod } from './schemas/maintenance'
export type { ApiTag, ApiTagGroup } from './schemas/tags'
export type { ApiNotificationDestination } from './schemas/notification-destination'
export type { ApiLoginLink, ApiManagedTeam, ApiManagedTeamUser } from './schemas/reseller'
export type { ApiApplicationHealthCheck, ApiApplicationHealthHistoryItem } from './checks'
export type { CheckType, MonitorType, Severity } from './schemas/enums'
export { CHECK_TYPES, CRON_RESULTS, MONITOR_TYPES, SEVERITIES } from './schemas/enums'
export type { CreateMonitorBody } from './monitors'
export type { CronCheckBody } from './cron-checks'
export type {
  CreateMaintenanceBody,
  CreateRecurringMaintenanceBody,
  StartMaintenanceBody,
  StopMaintenanceBody,
  UpdateMaintenanceBody,
  UpdateRecurringMaintenanceBody,
} from './maintenance'
export type {
  CreateStatusPageBody,
  CreateStatusPageUpdateBody,
  CreateTemplateBody,
  StatusPageMonitorsBody,
  UpdateStatusPageUpdateBody,
  UpdateTemplateBody,
} from './status-pages'
export type { CreateTagBody, TagGroupBody } from './tags'
export type { DestinationBody } from './notification-destinations'
export type {
  AddUserBody,
  CreateManagedTeamBody,
  ManagedTeamQuery,
  UpdateManagedTeamBody,
} from './reseller'
export type { MetricsQuery, UptimeQuery } from './uptime'
export type { MaintenanceListQuery } from './maintenance'
export type { RunFilters } from './runs-results'
