/** The middle value (the upper middle of an even count), or 0 for none: how every section sums up repeated runs. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
