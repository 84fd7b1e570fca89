import { Overview } from "../components/fea/overview/Overview.tsx";

export default function Page() {
  return <Overview />;
}
