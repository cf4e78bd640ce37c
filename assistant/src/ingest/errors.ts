/** A document the user can be told about (wrong type, nothing readable, a refused address): 400 or a failed status. */
export class IngestError extends Error {}
