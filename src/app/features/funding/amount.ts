// The amount a person types into a money form. Pure, for tests.

/** A positive decimal with at most `places` decimals ('1,5' is read as 1.5); undefined when not. */
export function parseAmount(text: string, places = 8): string | undefined {
  const value = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(value)) return undefined;
  const decimals = value.split('.')[1]?.length ?? 0;
  if (decimals > places || Number(value) <= 0) return undefined;
  return value;
}
