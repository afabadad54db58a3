// What must be kept before the browser leaves to sign in: a workspace with a photo or text
// chosen registers a keeper that saves its draft (sessionStorage), so 登录 from the header,
// 重新登录 from the expired-session notice or the failure screen all come back to the input
// as it was. useStartLogin runs the keepers just before it leaves.

type Keeper = () => Promise<unknown>;

const keepers = new Set<Keeper>();

/** Registers a keeper; the returned function unregisters it (a workspace that closes). */
export function keepBeforeLogin(keeper: Keeper): () => void {
  keepers.add(keeper);
  return () => keepers.delete(keeper);
}

/** Runs every keeper; one that fails does not stop the others or the login. */
export async function runKeepers(): Promise<void> {
  await Promise.all([...keepers].map((keep) => keep().catch(() => undefined)));
}
