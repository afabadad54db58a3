export default function AgentPage() {
  return <section style={{ padding: 24 }}>AgentPage</section>;
}
