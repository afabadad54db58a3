export default function PdfPage() {
  return <section style={{ padding: 24 }}>PdfPage</section>;
}
