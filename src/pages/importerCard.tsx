import { ImporterCardWizard } from "../components/importer-card/Wizard.tsx";

/** /importer-card: the wizard's first step. */
export default function Page() {
  return <ImporterCardWizard step="company" />;
}
