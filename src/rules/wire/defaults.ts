// Fixed values of the calls, in a module of their own: the models read them without importing
// the endpoint declarations (./endpoints.ts reads the page defaults from here too).

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 100;
/** The fixed argument of the pdfid and nopdfid fetches (docs/contract.md §9). */
export const IDENTIFIER_ARG = 16;
