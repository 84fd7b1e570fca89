import { Goods } from "../components/fea/goods/Goods.tsx";

export default function Page() {
  return <Goods />;
}
