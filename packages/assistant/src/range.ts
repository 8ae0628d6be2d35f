/** The whole numbers from `first` to `last`, both included; none when `last` comes before `first`. */
export function range(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}
