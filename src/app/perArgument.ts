// A selector factory (`selectRun(id)`, `selectLoading(creator)`) gives the same selector for the
// same argument: an effect's `select(selectRun(id))` then equals the one a step test builds
// (two arrow functions are never equal), and `useSelector` gets a stable function. Bounded: past
// `limit` arguments the one asked for least recently is forgotten (asked again, it is made anew).
export const PER_ARGUMENT_LIMIT = 256;

export function perArgument<K, V>(make: (key: K) => V, limit = PER_ARGUMENT_LIMIT): (key: K) => V {
  // Boxed, so that a made value of undefined is still found.
  const made = new Map<K, { value: V }>();
  return (key) => {
    const known = made.get(key);
    if (known) {
      made.delete(key); // the most recently asked go last: the first is the one to forget
      made.set(key, known);
      return known.value;
    }
    const value = make(key);
    made.set(key, { value });
    if (made.size > limit) {
      const oldest = made.keys().next();
      if (!oldest.done) made.delete(oldest.value);
    }
    return value;
  };
}
