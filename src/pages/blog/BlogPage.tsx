export default function BlogPage() {
  return <section style={{ padding: 24 }}>BlogPage</section>;
}
