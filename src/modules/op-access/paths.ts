/** The access statistics screen (SPEC §2 /op/access). */
export const OP_ACCESS = '/op/access';
