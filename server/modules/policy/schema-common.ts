import { Type, type TSchema } from 'typebox';
import { envelopeOf } from '../../lib/schema.js';

export * from '../../../common/policy/schemas.js';
export { Nullable, Id, IdQuery } from '../../../common/contract/atoms.js';

export const pageOf = <T extends TSchema>(item: T) =>
  envelopeOf(Type.Object({ list: Type.Array(item), total: Type.Integer() }));

export const DuplicateAnswer = envelopeOf(Type.Object({ duplicate: Type.Boolean() }));
export const SavedAnswer = envelopeOf(Type.Object({ id: Type.Integer() }));

/** The answers of the policy API are checked against common/policy.ts at compile time with this. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const assertType = <T extends true>(value: T) => value;
