import { ChainScreen } from '../parts/chain-screen';

/** /lg/indus/equip: the equipment-manufacturing chain (高端装备). */
export default function ChainPage() {
  return <ChainScreen chainKey="equip" />;
}
