// The core and main tests switch languages synchronously, as the main process does: every
// catalogue at hand (the dashboard instead loads one on first use).
import { speakEveryLanguage } from '@app/shared/i18n/every-language'

speakEveryLanguage()
