// Liability and governing law (spec §9), shared by the terms pages. Headings are h2.
export function LiabilityAndLaw() {
  return (
    <>
      <h2>Limitation of liability</h2>
      <p>
        Our total liability for any breach in connection with a service is limited to the total fee you paid
        for the service concerned. We are not liable for indirect losses such as lost profit, lost business or
        lost data, nor for decisions you take on the basis of the data.
      </p>
      <h2>Governing law and disputes</h2>
      <p>
        These terms are governed by the laws of the People's Republic of China. Any dispute that cannot be
        settled by negotiation shall be submitted to a competent people's court in Shanghai.
      </p>
    </>
  );
}
