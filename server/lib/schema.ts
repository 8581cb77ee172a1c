import { Type, type TSchema } from 'typebox';

/** The response envelope around a data schema, for route response schemas. */
export const envelopeOf = <T extends TSchema>(data: T) =>
  Type.Object({ statusCode: Type.Integer(), message: Type.String(), data });

/** Envelope of an error or a write that returns nothing. */
export const EmptyEnvelope = envelopeOf(Type.Null());

/** A numeric id in a path, as URLs carry it. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }) });
