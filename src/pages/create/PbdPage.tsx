// Placeholder written by the frame helper until the create area lands; replace freely.
export default function PbdPage() {
  return <section style={{ padding: 24 }}>Pbd</section>;
}
