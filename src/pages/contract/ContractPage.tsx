export default function ContractPage() {
  return <section style={{ padding: 24 }}>ContractPage</section>;
}
