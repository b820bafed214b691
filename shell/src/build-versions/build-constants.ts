/** SPEC.md §9 leaves the build check interval open: a minute keeps polling cheap. */
export const BUILD_CHECK_INTERVAL_MS = 60_000;
