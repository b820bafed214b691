/** SPEC.md §9 leaves the build check interval open: a minute keeps polling cheap. */
export const BUILD_CHECK_INTERVAL_MS = 60_000;
/** SPEC.md §4 and §9: at most one build or chunk reload per path per 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;
