/** Methods that change nothing: they may read a session's KV copy, and the CSRF check lets them through. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);
