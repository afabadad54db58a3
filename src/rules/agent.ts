// Where the agent chat page lives on the agent host: the stand-in serves it there, and the
// app frames it there (with ?id=<difyid | pdfid | nopdfid>).
export const AGENT_PAGE_PATH = '/mock/agent';
