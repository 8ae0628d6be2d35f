/** Joins class names, skipping falsy ones. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/** Utility groups where a caller's class must replace the base one (CSS order would decide otherwise). */
const GROUPS = [/^px-/, /^py-/, /^h-/, /^w-/, /^size-/, /^rounded(-|$)/, /^gap-/];

/**
 * `base` classes with `override` appended; a base utility is dropped when the override sets the
 * same group (px, py, h, w, size, rounded, gap) without a variant prefix.
 */
export function mergeClasses(base: string, override: string | undefined): string {
  if (!override) return base;
  const overridden = override
    .split(/\s+/)
    .filter((token) => token && !token.includes(':'))
    .flatMap((token) => GROUPS.filter((group) => group.test(token)));
  const kept = base.split(/\s+/).filter((token) => !overridden.some((group) => group.test(token)));
  return `${kept.join(' ')} ${override}`;
}
