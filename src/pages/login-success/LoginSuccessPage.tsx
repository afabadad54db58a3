export default function LoginSuccessPage() {
  return <section style={{ padding: 24 }}>LoginSuccessPage</section>;
}
