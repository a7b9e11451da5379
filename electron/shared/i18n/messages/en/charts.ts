// The monitor's history charts (src/components/UptimeChart.vue, ResponseTimeChart.vue,
// src/lib/charts.ts): summaries, legends, tooltips and the table shown without a canvas.
export default {
  range: { h24: '24h', d7: '7d', d30: '30d', d90: '90d' },
  /** A percentage: "{n} %". */
  percent: '{n} %',
  uptime: {
    none: 'No uptime data for this range.',
    summary: 'Uptime over {range}: average {average}, lowest {lowest}.',
    up: 'Up %',
    down: 'Down %',
  },
  response: {
    none: 'No response-time data for this range.',
    http: 'Response time over {range}: average {average}, slowest {slowest}.',
    ping: 'Ping over {range}: average {average}, fastest {fastest}, slowest {slowest}; {loss}.',
    tcp: 'TCP connect time over {range}: average {average}, slowest {slowest}.',
    lossUpTo: 'packet loss up to {loss}',
    noLoss: 'no packet loss',
    /** A series in the legend: "Server (ms)". */
    inMs: '{name} (ms)',
    /** A value in a tooltip or table cell: "Server 140 ms". */
    cell: '{name} {value}',
    /** A tooltip line: "Average: 15 ms". */
    tooltip: '{name}: {value}',
    dns: 'DNS',
    tcpPhase: 'TCP',
    tls: 'TLS',
    server: 'Server',
    download: 'Download',
    average: 'Average',
    fastest: 'Fastest',
    slowest: 'Slowest',
    connect: 'Connect',
    packetLoss: 'Packet loss',
  },
}
