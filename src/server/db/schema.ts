import type { ColumnType, Generated } from 'kysely';

// Kysely's view of the tables. Integers come back as JS bigint (better-sqlite3 safe integers,
// pg int8 parser) so money above 2^53 units never loses a cent; repositories turn ids into
// numbers and money units into decimal strings at their edges (see units.ts).

type Int = ColumnType<bigint, bigint | number, bigint | number>;

export interface CategoryTable {
  id: Int;
  sort: Int;
  /** JSON object: language code → name. */
  names: string;
}

export interface InstrumentTable {
  id: Int;
  code: string;
  show_code: string;
  logo: string;
  category_id: Int;
  price_precision: Int;
  /** Decimal strings: lot step, minimum lots, contract size, fee rate. */
  pip: string;
  min_lots: string;
  contract_size: string;
  fee_rate: string;
  margin_mode: Int;
  /** JSON array of leverage values; empty means no orders can be placed. */
  leverages: string;
  /** Simulator settings: start price, yearly volatility (0.08 = 8 %), spread in price units. */
  start_price: string;
  volatility: string;
  spread: string;
  /** Trading-hours schedule name (see market/sessions.ts). */
  schedule: string;
  sort: Int;
  /** Currency or asset bought and the currency prices are in (migration 0004). */
  base_currency: string;
  quote_currency: string;
  /** Decimal string: units one lot moves per 1.0 of price (ProfitContNum). */
  profit_contract_size: string;
  /** JSON object: language code → the instrument's name. */
  names: string;
  /** Decimal string: the largest order in lots (migration 0006). */
  max_lots: ColumnType<string, string | undefined, string>;
}

export interface CandleTable {
  instrument_id: Int;
  period: string;
  /** Start of the candle, ms since the epoch. */
  time: Int;
  /** Prices in units of 10^-8. */
  open: Int;
  high: Int;
  low: Int;
  close: Int;
  volume: Int;
}

export interface SiteSettingTable {
  key: string;
  value: string;
}

export interface AreaCodeTable {
  id: Int;
  code: string;
  global_code: string;
  name: string;
  sort: Int;
}

export interface UserTable {
  id: Generated<bigint>;
  /** Public user number shown in the user centre. */
  uid: string;
  /** Lower-cased; null for a mobile or demo account. */
  email: string | null;
  /** Dialing code without '+' and national number, for mobile accounts. */
  area_code: string | null;
  phone: string | null;
  password_hash: string | null;
  is_demo: Int;
  /** The device's key to its demo account (128 random bits); null for real accounts. */
  demo_id: string | null;
  credit_score: Int;
  invite_code: string;
  invited_by: Int | null;
  /** Cash in units of 10^-8; always the sum of the user's ledger. */
  balance: Int;
  /** Held by pending withdrawals, units of 10^-8. */
  lock_balance: Int;
  /** Margin held by open positions, units of 10^-8. Changed only by the wallet. */
  used_margin: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  created_at: Int;
  /** 1: a system trader of the ranking (engine/ranking), who never logs in. */
  is_system: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  /** The name the ranking shows; empty for people. */
  display_name: ColumnType<string, string | undefined, string>;
}

export interface SessionTable {
  id: Generated<bigint>;
  user_id: Int;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: Int;
  last_seen_at: Int;
  /** Absolute expiry, ms since the epoch. */
  expires_at: Int;
  revoked: Int;
}

export interface LedgerTable {
  id: Generated<bigint>;
  user_id: Int;
  /** 10 shows memo as written; other types show their translated text. */
  type: Int;
  /** Signed amount in units of 10^-8. */
  value: Int;
  balance_after: Int;
  memo: string;
  /** What the entry belongs to: 'order', 'deposit', 'withdrawal', 'operator', 'account'. */
  ref_type: ColumnType<string, string | undefined, string>;
  ref_id: ColumnType<string, string | undefined, string>;
  /** Unique: a command repeated with the same key books nothing twice. */
  idem_key: string | null;
  created_at: Int;
}

export interface VerificationCodeTable {
  id: Generated<bigint>;
  /** 'email:alice@example.com' or 'sms:852:91234567'. */
  target: string;
  /** 1 register, 2 reset password. */
  purpose: Int;
  code_hash: string;
  created_at: Int;
  expires_at: Int;
  attempts: Int;
  used: Int;
}

export interface AttemptTable {
  id: Generated<bigint>;
  /** What is limited: 'code-target', 'code-ip' (logins count in attempt_counters). */
  kind: string;
  key: string;
  at: Int;
}

/** One fixed window of a limit: how many attempts `key` made in it (auth/counters.ts). */
export interface AttemptCounterTable {
  /** What is limited: 'login-account' (normalised identity), 'login-address' (address or /64). */
  kind: string;
  key: string;
  window_start: Int;
  attempts: Int;
}

export interface CaptchaTable {
  id: string;
  answer: string;
  expires_at: Int;
}

/** An order: pending (0), holding (1) or closed/cancelled (3). Prices, lots and money in units of 10^-8. */
export interface OrderTable {
  id: Int;
  user_id: Int;
  instrument_id: Int;
  /** 1 buy, 2 sell. */
  side: Int;
  lots: Int;
  leverage: Int;
  status: Int;
  /** Pending only: 1 limit, 2 stop. */
  pending_kind: Int;
  /** The price asked for: the pending target, or the market price at submit. */
  origin_price: Int;
  target_price: Int;
  open_price: Int;
  close_price: Int;
  /** 0: none. */
  stop_loss: Int;
  take_profit: Int;
  margin: Int;
  fee: Int;
  /** Realised profit once closed (before any write-off). */
  profit: Int;
  /** Why it closed: user, take_profit, stop_loss, trailing_stop, stop_out, demo_reset, cancelled, margin_short, expired. */
  close_reason: string;
  /** The take-profit or stop-loss level that closed it (0: none); close_price is the fill (migration 0011). */
  trigger_price: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  /** A trailing stop's distance (a price difference; 0: none) the stop-loss follows (migration 0012). */
  trailing_stop: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  /** A pending order's expiry, ms since the epoch (0: good till cancelled); the engine cancels it then as 'expired' (migration 0013). */
  expire_at: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  parent_id: Int | null;
  client_key: string | null;
  created_at: Int;
  opened_at: Int;
  closed_at: Int;
}

/** The last id reserved of one sequence ('orders'), by any process (migration 0021, db/id-block-repository.ts). */
export interface IdBlockTable {
  name: string;
  last_id: Int;
}

/**
 * A lease of the cluster (migration 0022, db/lease-repository.ts): who holds a job that one node
 * at a time may do ('market': producing quotes; 'shard:N': owning a shard's accounts), until when,
 * and the epoch that every taking raises, which a holder's writes are fenced by.
 */
export interface LeaseTable {
  name: string;
  holder: string;
  epoch: Int;
  /** ms since the epoch, on the holder's clock. */
  expires_at: Int;
}

/** Live sockets of one client address on one node of a cluster (migration 0023, cluster/socket-caps.ts). */
export interface SocketHoldTable {
  address: string;
  node: string;
  count: number;
}

/** A deposit address (migration 0008): coin, network, address. */
export interface DepositAddressTable {
  id: Generated<bigint>;
  currency_code: string;
  protocol_code: string;
  address: string;
  enabled: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  sort: ColumnType<bigint, bigint | number | undefined, bigint | number>;
}

/** A bank account for deposits by wire. */
export interface WireChannelTable {
  id: Generated<bigint>;
  name: string;
  currency_code: string;
  detail: string;
  enabled: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  sort: ColumnType<bigint, bigint | number | undefined, bigint | number>;
}

/** A payout currency: 1 coin, 2 bank; fee flat (fee_type 1) or by rate; USD price; decimals. */
export interface DrawCurrencyTable {
  id: Generated<bigint>;
  type: Int;
  code: string;
  protocol: string;
  fee_type: Int;
  draw_rate: string;
  usd_price: string;
  precision: Int;
  enabled: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  sort: ColumnType<bigint, bigint | number | undefined, bigint | number>;
}

/** A reported deposit: 0 unchecked, 1 finished, 2 rejected, 3 invalid. Amounts in USD units. */
export interface DepositTable {
  id: Generated<bigint>;
  user_id: Int;
  type: Int;
  source_id: Int;
  currency_code: string;
  address: string;
  number: Int;
  received: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  proof_img: string;
  status: Int;
  remark: ColumnType<string, string | undefined, string>;
  created_at: Int;
  reviewed_by: ColumnType<string, string | undefined, string>;
  reviewed_at: ColumnType<bigint, bigint | number | undefined, bigint | number>;
}

/** A payout account: 1 coin address, 2 bank account. */
export interface DrawMethodTable {
  id: Generated<bigint>;
  user_id: Int;
  type: Int;
  draw_currency_id: Int;
  dc_address: string;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  deleted: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  created_at: Int;
}

/** A withdrawal: 0 under review (amount frozen), 1 paid, 2 rejected. */
export interface WithdrawalTable {
  id: Generated<bigint>;
  user_id: Int;
  type: Int;
  draw_currency_id: Int;
  currency_code: string;
  draw_method_id: Int;
  address: string;
  payee_account: string;
  number: Int;
  fee: Int;
  real_number: string;
  memo: string;
  status: Int;
  remark: ColumnType<string, string | undefined, string>;
  created_at: Int;
  reviewed_by: ColumnType<string, string | undefined, string>;
  reviewed_at: ColumnType<bigint, bigint | number | undefined, bigint | number>;
}

/** The identity check of a user: 1 under review, 2 approved, 3 rejected. */
export interface IdentityTable {
  user_id: Int;
  name: string;
  card_id: string;
  /** country:ID number normalised, to find the same document on another account. */
  card_key: string;
  country: string;
  front_pic: string;
  reverse_pic: string;
  status: Int;
  reason: string;
  submitted_at: Int;
  reviewed_by: string;
  reviewed_at: Int;
}

/** A stored picture: random file name, owner. */
export interface UploadTable {
  name: string;
  user_id: Int;
  mime: string;
  bytes: Int;
  created_at: Int;
}

/** A stored picture's bytes, on a cluster (a single server keeps files): migration 0024. */
export interface PictureBytesTable {
  name: string;
  data: Buffer;
}

/** One operator action. */
export interface OperatorAuditTable {
  id: Generated<bigint>;
  operator: string;
  action: string;
  target: string;
  reason: string;
  /** JSON of the facts (amounts, old and new values). */
  detail: string;
  at: Int;
}

/** A news article; its texts per language are in news_texts. */
export interface NewsTable {
  id: Int;
  category_id: Int;
  logo: string;
  created_at: Int;
}

export interface NewsTextTable {
  news_id: Int;
  lang: string;
  title: string;
  description: string;
  /** Markdown, rendered to escaped HTML when read. */
  content: string;
}

export interface TermsAcceptanceTable {
  user_id: Int;
  version: string;
  accepted_at: Int;
}

export interface FeedbackTable {
  id: Generated<bigint>;
  user_id: Int | null;
  address: string;
  content: string;
  contact: string;
  created_at: Int;
}

/** A provider company (provider mode, migration 0010). */
export interface CompanyTable {
  id: Generated<bigint>;
  name: string;
  subject: string;
  logo: string;
  url: string;
  registered_address: string;
  location: string;
  email: string;
  /** 0: hidden from the search; rows are never deleted. */
  enabled: ColumnType<bigint, bigint | number | undefined, bigint | number>;
}

/** A support chat message (migration 0009). */
export interface SupportMessageTable {
  id: Generated<bigint>;
  user_id: Int;
  /** 1: an operator's reply; 0: the user's message. */
  from_operator: Int;
  operator: string;
  text: string;
  image: string;
  created_at: Int;
  read_at: Int | null;
}

/** One browser's web push subscription (migration 0018, notify/push/). */
export interface PushSubscriptionTable {
  id: Generated<bigint>;
  user_id: Int;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Comma-separated PUSH_KINDS the device opted into. */
  kinds: string;
  lang: string;
  /** SHA-256 of the session token that subscribed it. */
  session_hash: string;
  created_at: Int;
  last_success_at: ColumnType<bigint, bigint | number | undefined, bigint | number>;
}

/** One notice of a user's inbox (migration 0019): the newest 100 per user are kept. */
export interface InboxTable {
  id: Generated<bigint>;
  user_id: Int;
  /** The notice's id (notify/push/notices.ts), unique per user. */
  notice_id: string;
  kind: string;
  url: string;
  /** The NoticeEvent as JSON; its text is written in the reader's language when read. */
  event: string;
  at: Int;
  /** When it was read (ms); 0: unread. */
  read_at: ColumnType<bigint, bigint | number | undefined, bigint | number>;
}

/** One instrument of a user's watchlist (migration 0014); position 0 is the list's first. */
export interface WatchlistItemTable {
  user_id: Int;
  forex_id: Int;
  position: Int;
}

/** One price alert (migration 0020, engine/alerts/); value and triggered_price in units of 10^-8. */
export interface PriceAlertTable {
  id: Generated<bigint>;
  user_id: Int;
  instrument_id: Int;
  /** contract/alerts.ts ALERT_KINDS. */
  kind: string;
  /** A price (above, below) or a percentage (rise, fall). */
  value: Int;
  created_at: Int;
  triggered_at: Int | null;
  triggered_price: Int | null;
}

export interface Database {
  categories: CategoryTable;
  instruments: InstrumentTable;
  candles: CandleTable;
  site_settings: SiteSettingTable;
  area_codes: AreaCodeTable;
  users: UserTable;
  sessions: SessionTable;
  ledger: LedgerTable;
  verification_codes: VerificationCodeTable;
  attempts: AttemptTable;
  attempt_counters: AttemptCounterTable;
  captchas: CaptchaTable;
  orders: OrderTable;
  id_blocks: IdBlockTable;
  leases: LeaseTable;
  socket_holds: SocketHoldTable;
  deposit_addresses: DepositAddressTable;
  wire_channels: WireChannelTable;
  draw_currencies: DrawCurrencyTable;
  deposits: DepositTable;
  draw_methods: DrawMethodTable;
  withdrawals: WithdrawalTable;
  identities: IdentityTable;
  uploads: UploadTable;
  picture_bytes: PictureBytesTable;
  operator_audit: OperatorAuditTable;
  news: NewsTable;
  news_texts: NewsTextTable;
  terms_acceptances: TermsAcceptanceTable;
  feedback: FeedbackTable;
  companies: CompanyTable;
  support_messages: SupportMessageTable;
  push_subscriptions: PushSubscriptionTable;
  inbox: InboxTable;
  watchlist_items: WatchlistItemTable;
  price_alerts: PriceAlertTable;
}

export type { Generated };
