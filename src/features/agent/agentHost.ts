// Where the agent chat lives. Build-time MIAO_AGENT_HOST (rsbuild source.define) points at
// a real host; unset, the same origin, where the local stand-in serves /mock/agent.
const configured: string = process.env.MIAO_AGENT_HOST ?? '';

export function agentHost(): string {
  return (configured || (typeof window !== 'undefined' ? window.location.origin : '')).replace(/\/+$/, '');
}

export function agentUrl(id: string, host: string = agentHost()): string {
  return `${host}/mock/agent?id=${encodeURIComponent(id)}`;
}
