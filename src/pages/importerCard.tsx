import { ImporterCardPage } from "../components/importer-card/WizardPage.tsx";

/** /importer-card: the wizard's first step. */
export default function Page() {
  return <ImporterCardPage step="company" />;
}
