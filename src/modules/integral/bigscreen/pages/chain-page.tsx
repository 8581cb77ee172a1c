import { useLocation } from 'react-router-dom';
import { ChainScreen } from '../parts/chain-screen';
import { chainKeyOf } from '../paths';

/** /lg/indus/{key}: one of the park's chains (car, equip, electron are the spec's; a park may draw others). */
export default function ChainPage() {
  const { pathname } = useLocation();
  return <ChainScreen chainKey={chainKeyOf(pathname) ?? ''} />;
}
