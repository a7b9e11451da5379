// Every mounted component gets the dashboard's vue-i18n, as src/main.ts installs it.
import { config } from '@vue/test-utils'
import { i18n } from '@src/i18n'

config.global.plugins = [...config.global.plugins, i18n]
