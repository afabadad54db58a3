// Reads one named query parameter (docs/contract.md §5), e.g. the `code` and `state` of the login
// return page.

/**
 * The query part of `search`. Anything from '#' on is a fragment and is dropped. Then:
 * - '?a=1' (location.search) or a full 'https://host/path?a=1': what follows the first '?';
 * - 'a=1&b=2' (no '?', or a '?' only inside a value as in 'next=/p?x=1'): the whole string.
 * A '?' counts as the start of the query only when no '=' or '&' comes before it.
 */
function queryPart(search: string): string {
  const noHash = search.split('#', 1)[0];
  const q = noHash.indexOf('?');
  if (q === -1 || /[=&]/.test(noHash.slice(0, q))) return noHash;
  return noHash.slice(q + 1);
}

/**
 * The decoded value of the first `name` parameter in `search` (default: the page's
 * location.search), or null when it is absent. 'a' and 'a=' both give ''. Decoding is the
 * form-urlencoded one of URLSearchParams: '%20' and '+' are spaces, a stray '%' is
 * kept as written and bytes that are not UTF-8 become U+FFFD; it never throws.
 */
export function getQueryParam(name: string, search: string = window.location.search): string | null {
  return new URLSearchParams(queryPart(search)).get(name);
}
