// Times on the wire (SPEC.md: "server time"): UTC as 'YYYY-MM-DD HH:mm:ss'. One definition for
// every answer that carries a time, formatted where the answer is built for the contract.

/** Server time, UTC, as 'YYYY-MM-DD HH:mm:ss'; empty for never. */
export function formatTime(ms: number): string {
  if (!ms) return '';
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}
