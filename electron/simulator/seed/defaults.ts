// Default settings objects of a monitor, as the service returns them (see the recordings in
// shared/recorded-api/monitor.json): fresh objects on every call, so callers may mutate them.
import type { CheckType, MonitorType } from '../world/types'

export const CHECKS_BY_TYPE: Record<MonitorType, CheckType[]> = {
  http: [
    'uptime',
    'performance',
    'certificate_health',
    'broken_links',
    'mixed_content',
    'lighthouse',
    'cron',
    'application_health',
    'sitemap',
    'dns',
    'domain',
  ],
  ping: ['uptime', 'performance', 'certificate_health', 'dns', 'domain'],
  tcp: ['uptime', 'performance', 'certificate_health', 'dns', 'domain'],
  ai: ['uptime', 'ai', 'certificate_health', 'dns', 'domain'],
}

export const ENABLED_BY_DEFAULT: Record<MonitorType, CheckType[]> = {
  http: ['uptime', 'performance', 'certificate_health', 'broken_links'],
  ping: ['uptime', 'performance'],
  tcp: ['uptime', 'performance'],
  ai: ['uptime', 'ai'],
}

export const FREQUENCY_MINUTES: Record<CheckType, number> = {
  uptime: 1,
  performance: 1,
  certificate_health: 60,
  broken_links: 720,
  mixed_content: 720,
  lighthouse: 1440,
  cron: 1,
  application_health: 1,
  sitemap: 1440,
  dns: 60,
  domain: 1440,
  ai: 60,
  ports: 60,
  dns_blocklist: 360,
}

export const CHECK_LABELS: Record<CheckType, string> = {
  uptime: 'Uptime',
  performance: 'Performance',
  certificate_health: 'Certificate health',
  broken_links: 'Broken links',
  mixed_content: 'Mixed content',
  lighthouse: 'Lighthouse',
  cron: 'Scheduled tasks',
  application_health: 'Application health',
  sitemap: 'Sitemap',
  dns: 'DNS',
  domain: 'Domain',
  ai: 'AI',
  ports: 'Ports',
  dns_blocklist: 'DNS blocklist',
}

export function uptimeSettings(type: MonitorType, location: string): Record<string, unknown> {
  if (type === 'ping') {
    return {
      location,
      ttl: 64,
      count: 5,
      packet_size_in_bytes: 56,
      acceptable_packet_loss_percentage: 0,
      acceptable_average_response_time_in_ms: 400,
      timeout_in_seconds: 1,
      interval_in_seconds: 1,
      failed_notification_threshold: 2,
    }
  }
  if (type === 'tcp') {
    return {
      location,
      tcp_send_string: '',
      timeout_in_ms: 1000,
      look_for_string_in_welcome_message: '',
      look_for_string_in_send_string_response: '',
      failed_notification_threshold: 2,
    }
  }
  return {
    location,
    look_for_string: '',
    absent_string: null,
    expected_response_headers: [],
    response_body_assertions: [],
    failed_notification_threshold: 2,
    http_verb: 'get',
    payload: [],
    raw_payload: null,
    timeout: 5,
    valid_status_codes: ['2*'],
    max_redirect_count: 5,
    expected_final_redirect_url: null,
    http_client_headers: [],
    frequency_unit: 'minute',
    frequency_value: 1,
  }
}

/** Every settings object a monitor carries, keyed by its monitor-level field name. */
export function monitorSettings(): Record<string, Record<string, unknown>> {
  return {
    certificate_health_check_settings: { expires_soon_threshold_in_days: 14 },
    broken_links_check_settings: {
      whitelisted_urls: [],
      check_include_external_links: false,
      types: ['link', 'image', 'script', 'stylesheet', 'og:image'],
      do_not_crawl_urls: [],
      force_crawl_urls: [],
      new_links_only: false,
    },
    dns_check_settings: {
      extra_cnames: [],
      monitor_main_domain: false,
      ignored_record_types: ['SOA'],
      check_nameservers_in_sync: true,
    },
    lighthouse_check_settings: {
      continent: 'europe',
      cpu_slowdown_modifier: 0,
      device_emulation: 'desktop',
      notification_settings: null,
      preferred_server_name: 'lighthouse-checker-frankfurt-1',
      http_client_headers: [],
    },
    application_health_check_settings: { result_url: null, secret: '', headers: [] },
    domain_check_settings: { not_supported_reason: null, expires_soon_threshold_in_days: 30 },
    performance_check_settings: {
      threshold_in_ms: 3500,
      change_percentage: 50,
      failed_notification_threshold: 0,
    },
    sitemap_check_settings: { path: 'sitemap.xml', speed: 'default' },
    ports_check_settings: {
      expected_open_ports: [80, 443],
      failed_notification_threshold: 0,
      continent: 'europe',
      baseline_confirmed: false,
      behind_cdn: false,
    },
    dns_blocklist_check_settings: { use_all_blocklists: true, enabled_blocklists: [] },
  }
}
