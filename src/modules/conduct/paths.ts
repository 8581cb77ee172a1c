/** The park's page for high-tech enterprises (SPEC §2 /gc/conduct). */
export const CONDUCT_INDEX = '/gc/conduct';
