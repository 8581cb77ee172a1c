import { ChainScreen } from '../parts/chain-screen';

/** /lg/indus/electron: the electronics chain (电子信息). */
export default function ChainPage() {
  return <ChainScreen chainKey="electron" />;
}
