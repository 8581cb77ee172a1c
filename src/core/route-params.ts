/** A path parameter: `:id` (required) or `:status?` (optional), up to the next `/`. */
export const PATH_PARAM = /\/:([^/?]+)(\?)?(?=\/|$)/g;

/** The required parameters of a route path (`:id`, not `:status?`). */
export const requiredParams = (path: string): string[] =>
  [...path.matchAll(PATH_PARAM)].filter((match) => !match[2]).map((match) => match[1]!);
