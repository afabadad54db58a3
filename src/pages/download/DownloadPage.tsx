export default function DownloadPage() {
  return <section style={{ padding: 24 }}>DownloadPage</section>;
}
