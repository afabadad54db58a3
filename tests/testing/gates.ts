// Gates: promises a test opens when it chooses, to make a race happen in a chosen order.
export interface Gate {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function createGates() {
  const gates = new Map<string, Gate>();
  const get = (id: string): Gate => {
    let gate = gates.get(id);
    if (!gate) {
      let resolve: () => void = () => undefined;
      let reject: (error: unknown) => void = () => undefined;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      gate = { promise, resolve, reject };
      gates.set(id, gate);
    }
    return gate;
  };
  const opened: string[] = [];
  return {
    wait: (id: string) => {
      opened.push(id);
      return get(id).promise;
    },
    resolve: (id: string) => get(id).resolve(),
    reject: (id: string, error: unknown) => get(id).reject(error),
    /** The ids effects actually waited on, in order. */
    opened: () => opened,
  };
}
