// dva-core's prefixNamespace warning: a reducer or effect key given with its namespace
// (`ns/ns/key` works, as in dva) is almost always a slip, so it is said once per key.
const warnedPrefixes = new Set<string>();

export function warnPrefixed(namespace: string, kind: 'reducer' | 'effect', keys: readonly string[]): void {
  for (const key of keys) {
    if (!key.startsWith(`${namespace}/`)) continue;
    const warning = `[prefixNamespace]: ${kind} ${key} should not be prefixed with namespace ${namespace}`;
    if (warnedPrefixes.has(warning)) continue;
    warnedPrefixes.add(warning);
    console.warn(warning);
  }
}
