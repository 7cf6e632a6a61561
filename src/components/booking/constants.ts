/** docs/limits.md#pages-and-interface: default input debounce delay; Enter fires at once. */
export const inputDebounceMs = 300
