// Where the agent chat lives. Build-time MIAO_AGENT_HOST (rsbuild source.define) points at
// a real host; unset, the same origin, where the local stand-in serves the agent page. The
// page path is the rulebook's (src/rules/agent.ts), shared with the stand-in.
import { AGENT_PAGE_PATH } from '../../rules/agent';
import { httpUrl } from '../../services/urls';

const configured: string = process.env.MIAO_AGENT_HOST ?? '';

export function agentHost(): string {
  return (configured || (typeof window !== 'undefined' ? window.location.origin : '')).replace(/\/+$/, '');
}

/** The agent page for `id`, or null when the host is not an http(s) origin (never framed then). */
export function agentUrl(id: string, host: string = agentHost()): string | null {
  const origin = httpUrl(host)?.origin;
  return origin ? `${origin}${AGENT_PAGE_PATH}?id=${encodeURIComponent(id)}` : null;
}
