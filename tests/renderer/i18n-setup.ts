// Every mounted component gets the dashboard's vue-i18n, as src/main.ts installs it.
import { config } from '@vue/test-utils'
import { i18n } from '@src/i18n'
import { speakEveryLanguage } from '@app/shared/i18n/every-language'

config.global.plugins = [...config.global.plugins, i18n]

// Every language's catalogue at hand, so a test's language switch applies at once (the page
// loads one on first use: tests/renderer/language-loading.test.ts).
speakEveryLanguage()
