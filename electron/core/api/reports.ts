// Lighthouse reports and AI responses of a monitor, as the official PHP SDK asks for them
// (SupportsLighthouseReportsEndpoints, SupportsAiResponsesEndpoints). The list of Lighthouse
// reports leaves the full report out (recorded answer lighthouse-reports.json); `latest`
// carries it, so the check page reads that one.
import { getPage } from './list-helpers'
import { aiResponseSchema, lighthouseReportSchema } from './schemas/reports'
import type { CallOptions, Transport } from './transport'
import { route } from './validate-request'

export function createReportsApi(t: Transport) {
  return {
    latestLighthouseReport: (monitorId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'GET',
          path: route('GET', '/api/monitors/{monitorId}/lighthouse-reports/latest', { monitorId }),
          schema: lighthouseReportSchema,
        },
        call,
      ),
    /** The first page of AI responses; their order is not promised (the mapper sorts). */
    aiResponses: (monitorId: number, call?: CallOptions) =>
      getPage(
        t,
        route('GET', '/api/monitors/{monitorId}/ai-responses', { monitorId }),
        aiResponseSchema,
        { 'page[number]': 1 },
        1,
        call,
      ),
  }
}
