-- The stand-in's records (docs/mocks.md "State"): one table per kind, one column per field.
-- Times are milliseconds since 1970 (the stand-in's clock, server/state.ts now()); `seq` orders
-- what happened within one millisecond (resources, ledger lines).

CREATE SEQUENCE seq;

CREATE TABLE accounts (
  id text PRIMARY KEY,
  -- The WeChat identity the account was created from.
  openid text NOT NULL UNIQUE,
  phone text NOT NULL,
  -- A charge that would take it below zero updates no row (server/ledger.ts charge).
  points integer NOT NULL CHECK (points >= 0),
  type integer NOT NULL,
  expire_date text NOT NULL
);

CREATE TABLE sessions (
  token text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  expires_at bigint NOT NULL
);

-- One login_wechat_qr call: the QR page it points at, and where "scan" returns to.
CREATE TABLE login_requests (
  sid text PRIMARY KEY,
  state text NOT NULL,
  redirect_uri text NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE codes (
  code text PRIMARY KEY,
  state text NOT NULL,
  account_id text NOT NULL REFERENCES accounts (id),
  expires_at bigint NOT NULL,
  used boolean NOT NULL
);

CREATE TABLE task_tokens (
  token text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  expires_at bigint NOT NULL,
  used boolean NOT NULL
);

CREATE TABLE goods (
  id text PRIMARY KEY,
  -- The shop's order.
  position integer NOT NULL,
  name text NOT NULL,
  price integer NOT NULL,
  points integer NOT NULL,
  description text NOT NULL,
  on_sale boolean NOT NULL,
  -- Name and description for a request whose Accept-Language asks for English.
  name_en text NOT NULL,
  description_en text NOT NULL
);

CREATE TABLE resources (
  res_id text PRIMARY KEY,
  task_id text NOT NULL,
  account_id text NOT NULL REFERENCES accounts (id),
  typ text NOT NULL,
  kind text NOT NULL,
  style text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'done', 'failed', 'revoked')),
  -- Example label whose media becomes a canned result, e.g. 'avatar/pix/pixar/after'.
  result_label text NOT NULL,
  -- Media key of the run's photo ('upload/<taskId>', server/mediaStore.ts), '' for text tools.
  source_key text NOT NULL,
  cost integer NOT NULL,
  created_at bigint NOT NULL,
  -- How it was made (its run's styles and count, the text, the music), answered with it.
  settings jsonb NOT NULL,
  seq bigint NOT NULL,
  refunded boolean NOT NULL,
  -- The engine's result ('result/<resId>.<ext>'); null: the example of result_label.
  result_key text,
  -- How far the engine has made it, 0–100.
  progress integer,
  -- The seed it is made with, kept so an HD result is made from the same one.
  seed bigint
);
CREATE INDEX resources_by_account ON resources (account_id, created_at DESC, seq DESC);
CREATE INDEX resources_pending ON resources (status) WHERE status = 'pending';

CREATE TABLE trades (
  trade_no text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  goods_id text NOT NULL,
  amount integer NOT NULL,
  points integer NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'closed')),
  created_at bigint NOT NULL,
  -- Points were added to the account: set once, in the transaction that added them.
  credited boolean NOT NULL
);

-- Every change of an account's points: the signed amount, the balance right after, what it was for.
CREATE TABLE ledger (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  kind text NOT NULL,
  amount integer NOT NULL,
  balance integer NOT NULL,
  at bigint NOT NULL,
  seq bigint NOT NULL,
  tool text,
  styles jsonb,
  count integer,
  task_id text,
  res_id text,
  reason text,
  hd_of text,
  variations_of text,
  trade_no text,
  goods_id text,
  goods_name text,
  price integer
);
CREATE INDEX ledger_by_account ON ledger (account_id, seq DESC);
-- A result is refunded once, a trade credited once, whatever races.
CREATE UNIQUE INDEX ledger_one_refund ON ledger (res_id) WHERE kind = 'refund';
CREATE UNIQUE INDEX ledger_one_buy ON ledger (trade_no) WHERE kind = 'buy';

CREATE TABLE vip_data (
  key text PRIMARY KEY,
  value text NOT NULL
);
