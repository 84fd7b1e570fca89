import { Logistics } from "../components/fea/logistics/Logistics.tsx";

export default function Page() {
  return <Logistics />;
}
