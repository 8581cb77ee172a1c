import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { linkFiles, type SeedFiles } from '../../../kit/attachments.js';
import { encodePng, type Rgb } from '../../../lib/png.js';

/**
 * The demo's photos of carriers (the building) and of free spaces (the room), drawn by code: a
 * few variants in the parks' colours, stored as uploads are and linked as an operator's save
 * links them (PUBLIC, in order).
 */

const W = 480;
const H = 320;
const VARIANTS = 4;

const FACADES: readonly Rgb[] = [[176, 190, 206], [206, 196, 178], [150, 168, 160], [190, 178, 196]];
const FLOORS: readonly Rgb[] = [[196, 160, 120], [170, 170, 170], [210, 186, 150], [150, 130, 110]];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];
const inGrid = (v: number, from: number, cell: number, pane: number) => v >= from && (v - from) % cell < pane;

/** A building against the sky: the facade's window grid, the entrance, the road. */
function building(variant: number): Buffer {
  const facade = FACADES[variant % FACADES.length]!;
  const left = 70 + variant * 12;
  const right = W - 70 - variant * 8;
  const top = 50 + variant * 10;
  return encodePng(W, H, (x, y) => {
    if (y >= 280) return y < 284 ? [230, 230, 230] : [92, 96, 102];
    if (x >= left && x < right && y >= top) {
      if (y >= 240 && Math.abs(x - (left + right) / 2) < 26) return [60, 70, 84];
      const win = inGrid(x, left + 14, 34, 22) && inGrid(y, top + 16, 30, 18) && y < 230 && x < right - 12;
      return win ? mix([120, 160, 200], [200, 226, 244], (y - top) / (H - top)) : facade;
    }
    if (y >= 250) return [110, 150, 96];
    return mix([120, 174, 232], [222, 238, 250], y / 280);
  });
}

/** A room to let: the back wall with its windows, the floor, a row of desks for a workspace. */
function room(variant: number): Buffer {
  const floor = FLOORS[variant % FLOORS.length]!;
  return encodePng(W, H, (x, y) => {
    if (y >= 210) {
      const desk = variant % 2 === 0 && y >= 230 && y < 262 && inGrid(x, 40, 110, 80);
      return desk ? [236, 236, 232] : mix(floor, [90, 80, 70], (y - 210) / 220);
    }
    if (y >= 40 && y < 170 && inGrid(x, 30, 150, 120)) return mix([170, 206, 240], [236, 244, 252], (y - 40) / 130);
    if (y < 12) return [248, 248, 246];
    return [232, 228, 220];
  });
}

const cache = new Map<string, Buffer>();
const drawn = (kind: 'building' | 'room', variant: number) => {
  const key = `${kind}${String(variant % VARIANTS)}`;
  let bytes = cache.get(key);
  if (!bytes) cache.set(key, (bytes = kind === 'building' ? building(variant % VARIANTS) : room(variant % VARIANTS)));
  return bytes;
};

/** Two photos of each carrier (外观, 公共空间) and one of each of its first two free spaces. */
export async function insertDemoPhotos(db: Kysely<DB>, files: SeedFiles, tenantId: number, carrierIds: readonly number[]): Promise<void> {
  for (const [index, carrierId] of carrierIds.entries()) {
    const photos = [
      await files.add(db, tenantId, { filename: '载体外观.png', mime: 'image/png', bytes: drawn('building', index) }),
      await files.add(db, tenantId, { filename: '公共空间.png', mime: 'image/png', bytes: drawn('room', index + 1) }),
    ];
    await linkFiles(db, tenantId, { kind: 'carrier', id: carrierId }, photos.map((p) => p.id), {});
    const free = await db
      .selectFrom('carrier_resources')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .where('carrier_id', '=', carrierId)
      .where('status', '=', 'FREE')
      .orderBy('id')
      .limit(2)
      .execute();
    for (const [i, space] of free.entries()) {
      const photo = await files.add(db, tenantId, { filename: `${space.name}.png`, mime: 'image/png', bytes: drawn('room', index + i) });
      await linkFiles(db, tenantId, { kind: 'carrierResource', id: Number(space.id) }, [photo.id], {});
    }
  }
}
