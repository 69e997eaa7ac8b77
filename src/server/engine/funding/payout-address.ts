// When two payout accounts are the same account: the address or account number as the network
// that pays to it compares them, so one typed in another case or with spaces is still a repeat.
// Pure, for tests.

/** An Ethereum-style (EVM) hex address: the mixed case is only EIP-55's checksum, the account is the hex. */
const EVM_HEX = /^0x[0-9a-f]{40}$/i;
/**
 * A bech32 / bech32m segwit address of Bitcoin or Litecoin (mainnet, testnet, regtest): BIP 173
 * reads it in either case. Only these prefixes: a base58 address (Tron, legacy Bitcoin, Solana)
 * can look like bech32 after one of its 1s, and base58 is case-sensitive.
 */
const BECH32 = /^(bc|tb|bcrt|ltc|tltc)1[02-9ac-hj-np-z]{6,87}$/i;

/**
 * The key under which a coin address is one account: trimmed; lower case where the encoding
 * ignores case (EVM hex, bech32); as typed otherwise (base58 is case-sensitive: Tron's TRC20,
 * legacy Bitcoin addresses).
 */
export function coinAddressKey(address: string): string {
  const trimmed = address.trim();
  return EVM_HEX.test(trimmed) || BECH32.test(trimmed) ? trimmed.toLowerCase() : trimmed;
}

/**
 * The key under which a bank account number is one account: an IBAN or account number reads
 * the same in any case and with its grouping spaces, dashes, dots or slashes left out
 * ("GB29 NWBK 6016 1331 9268 19", "808-123456-001").
 */
export function bankAccountKey(account: string): string {
  return account
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-./]/g, '');
}
