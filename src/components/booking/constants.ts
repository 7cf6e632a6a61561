/** Spec §9: default input debounce delay; Enter fires at once. */
export const inputDebounceMs = 300
