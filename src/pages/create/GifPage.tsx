// Placeholder written by the frame helper until the create area lands; replace freely.
export default function GifPage() {
  return <section style={{ padding: 24 }}>Gif</section>;
}
