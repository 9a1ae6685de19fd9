// The validator has no type declarations of its own: what the structured-data tests use of it.
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType: string;
    path?: unknown[];
    fieldNames?: string[];
  }

  /** Checks extracted structured data against schema.org's vocabulary and Google's rules. */
  export default class Validator {
    /** @param schemaOrgJson schema.org's vocabulary as JSON-LD (schemaorg-current-https.jsonld) */
    constructor(schemaOrgJson: unknown);
    /** @param data items by root type and format, e.g. `{ jsonld: { SportsEvent: [event] } }` */
    validate(data: { jsonld?: Record<string, object[]> }): Promise<ValidationIssue[]>;
  }
}
