/** Exit codes of `npm run audit`, listed in --help. */
export const EXIT = {
  ok: 0,
  pageFailed: 1,
  usage: 2,
  fatal: 3,
} as const;
