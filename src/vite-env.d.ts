/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Per-environment suffix of product cookie names (SPEC §9). */
  readonly VITE_COOKIE_SUFFIX?: string;
}
