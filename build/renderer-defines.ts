// The dashboard's compile-time flags, one table for every build of it (electron.vite.config.ts,
// tests/e2e/build-renderer.ts): every component is <script setup>, so Vue's options API, vue-i18n's
// legacy API and every production devtools hook stay out (vue-i18n's would otherwise be kept and
// set up on every page open). The libraries' own development code (warnings, vue-router's and
// pinia's devtools kit) stays out too, even when the build runs inside a test runner, whose
// NODE_ENV of "test" would otherwise keep it (the benches and e2e build from within one).
export const RENDERER_DEFINES = {
  'process.env.NODE_ENV': '"production"',
  __VUE_OPTIONS_API__: 'false',
  __VUE_PROD_DEVTOOLS__: 'false',
  __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  __VUE_I18N_LEGACY_API__: 'false',
  __VUE_I18N_FULL_INSTALL__: 'true',
  __INTLIFY_PROD_DEVTOOLS__: 'false',
} as const
