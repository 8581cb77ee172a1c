import { chainPath } from '../paths';
import { DrawingScreen } from '../parts/drawing-screen';

/** /op/im/chain/{id}: the chain's panorama — segments, links and products coloured by strength. */
export default function ChainPage() {
  return (
    <DrawingScreen
      title="产业链图谱"
      view={chainPath}
      look="strength"
      intro={({ chain }) => `${chain.description}。点任一环节或产品查看本地企业、招商目标与可延伸企业。`}
    />
  );
}
