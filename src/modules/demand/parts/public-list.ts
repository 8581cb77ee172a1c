import { publicItems } from '../api';
import { publicDetailPath } from '../paths';
import { PUBLIC_CARD } from './cards';

/** What every public list of items shares (the hub, the kinds' lists, an organisation's page): the resource, its card, where a card leads. */
export const PUBLIC_LIST = {
  list: publicItems,
  card: PUBLIC_CARD,
  itemPath: (i: { kind: string; id: number }) => publicDetailPath(i.kind, i.id),
};
