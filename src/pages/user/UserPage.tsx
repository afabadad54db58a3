export default function UserPage() {
  return <section style={{ padding: 24 }}>UserPage</section>;
}
