// The English catalogue: the source every other language must match key for key (the type
// Messages makes a missing or extra key a type error; tests/unit/i18n-catalogues.test.ts also
// checks placeholders and plural forms).
import common from './common'
import time from './time'
import errors from './errors'
import tray from './tray'
import notify from './notify'
import events from './events'
import shell from './shell'
import overview from './overview'
import bulk from './bulk'
import snooze from './snooze'
import sync from './sync'
import popover from './popover'
import onboarding from './onboarding'
import monitor from './monitor'
import check from './check'
import findings from './findings'
import charts from './charts'
import settings from './settings'
import rules from './rules'
import alerts from './alerts'
import timeline from './timeline'
import accounts from './accounts'
import cron from './cron'
import monitorForm from './monitorForm'
import tags from './tags'
import teams from './teams'
import maintenance from './maintenance'
import statusPages from './statusPages'
import destinations from './destinations'
import reports from './reports'
import history from './history'

export const en = {
  common,
  time,
  errors,
  tray,
  notify,
  events,
  shell,
  overview,
  bulk,
  snooze,
  sync,
  popover,
  onboarding,
  monitor,
  check,
  findings,
  charts,
  settings,
  rules,
  alerts,
  timeline,
  accounts,
  cron,
  monitorForm,
  tags,
  teams,
  maintenance,
  statusPages,
  destinations,
  reports,
  history,
}

export type Messages = typeof en
