import { ChainScreen } from '../parts/chain-screen';

/** /lg/indus/car: the automotive chain (汽车及零部件). */
export default function ChainPage() {
  return <ChainScreen chainKey="car" />;
}
