CREATE TYPE "public"."ledger_account" AS ENUM('buyer_payments', 'artist_payable', 'royalty_payable', 'gallery_fee', 'refunds');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('sale', 'lease', 'resale', 'rent_credit', 'refund');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" "ledger_account" NOT NULL,
	"member_id" uuid,
	"amount_cents" integer NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_member_idx" ON "ledger_entries" USING btree ("member_id","account","created_at");--> statement-breakpoint
-- R-ledger-balances: at commit, the entries of every transaction touched must sum
-- to zero. Deferred, so an event writes all its entries before the check.
CREATE FUNCTION check_ledger_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid;
  off_by bigint;
BEGIN
  -- The transaction an entry went to, and on an update also the one it left.
  FOREACH touched IN ARRAY ARRAY[NEW.transaction_id, OLD.transaction_id] LOOP
    CONTINUE WHEN touched IS NULL;
    SELECT sum(amount_cents) INTO off_by FROM ledger_entries WHERE transaction_id = touched;
    IF off_by IS NOT NULL AND off_by <> 0 THEN
      RAISE EXCEPTION 'ledger entries of transaction % do not balance (off by % cents)', touched, off_by
        USING ERRCODE = 'check_violation';
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balance
  AFTER INSERT OR UPDATE OR DELETE ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION check_ledger_balance();
--> statement-breakpoint
-- The money events before the ledger: every completed sale or lease paid its
-- seller in full (no fee on first sales and leases), and every charge given back
-- (refunded), or owed back because the refund failed (failed), came in and goes back.
INSERT INTO ledger_entries (transaction_id, account, member_id, amount_cents, kind, created_at)
SELECT t.id, e.account::ledger_account, e.member_id, e.amount_cents, e.kind::ledger_kind, t.created_at
FROM transactions t
CROSS JOIN LATERAL (
  VALUES
    ('buyer_payments', NULL::uuid, -t.amount_cents,
      CASE WHEN t.status <> 'completed' THEN 'refund' WHEN t.transaction_type = 'lease' THEN 'lease' ELSE 'sale' END),
    (CASE WHEN t.status <> 'completed' THEN 'refunds' ELSE 'artist_payable' END,
      CASE WHEN t.status <> 'completed' THEN NULL ELSE t.artist_id END, t.amount_cents,
      CASE WHEN t.status <> 'completed' THEN 'refund' WHEN t.transaction_type = 'lease' THEN 'lease' ELSE 'sale' END)
) AS e(account, member_id, amount_cents, kind)
WHERE t.status IN ('completed', 'refunded')
   OR (t.status = 'failed' AND t.payment_reference IS NOT NULL);
