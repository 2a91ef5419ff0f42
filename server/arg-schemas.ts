import { z } from 'zod';

/** An integer argument in [min, max]; every failure names the argument and its range. */
export function intArg(name: string, min: number, max: number) {
  const rule = `${name} must be an integer between ${min} and ${max}`;
  return z.number({ error: rule }).int(rule).min(min, rule).max(max, rule);
}

/** A search text: required, not blank, at most 500 characters. */
export function searchTextArg(name: string) {
  return z
    .string({ error: `${name} is required and must be a string` })
    .refine((s) => s.trim() !== '', `${name} must not be empty`)
    .refine((s) => s.length <= 500, `${name} must be at most 500 characters`);
}
