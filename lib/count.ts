// Counts as shoppers read them, in Indian digit grouping: "1,23,456", "1 result", "24 products".
const countFormat = new Intl.NumberFormat("en-IN");

export function formatCount(n: number): string {
  return countFormat.format(n);
}

export function countOf(n: number, word: string): string {
  return `${formatCount(n)} ${word}${n === 1 ? "" : "s"}`;
}
