// The expiry radar's "Coming up" list (what will fail soon, soonest first), read from the app
// when a list is shown and again whenever the sync status changes.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { ComingUpItem } from '../../electron/shared/coming-up'
import { failureText } from '../lib/error-text'
import { bridge } from '../bridge'

export const useComingUpStore = defineStore('comingUp', () => {
  const items = shallowRef<ComingUpItem[]>([])
  const error = ref<string | null>(null)

  async function load() {
    try {
      items.value = (await bridge().comingUp()).items
      error.value = null
    } catch (e) {
      error.value = failureText(e)
    }
  }

  return { items, error, load }
})
