// Fixed values of the calls, in a module of their own: the first screen's models read them
// without loading the endpoint declarations (./endpoints.ts comes with the request chunk).

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 100;
/** The fixed argument of the pdfid and nopdfid fetches (docs/contract.md §9). */
export const IDENTIFIER_ARG = 16;
