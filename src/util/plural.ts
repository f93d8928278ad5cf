/** "1 card", "2 cards": a count with its noun (a regular plural). */
export function counted(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}
