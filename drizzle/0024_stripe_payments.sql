CREATE TYPE "public"."transfer_status" AS ENUM('waiting', 'pending', 'paid', 'failed', 'reversed');--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'transferred';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'transfer';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'transfer_reversal';--> statement-breakpoint
CREATE TABLE "member_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid,
	"stripe_account_id" text NOT NULL,
	"stripe_payout_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"arrival_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_payouts_stripePayoutId_unique" UNIQUE("stripe_payout_id")
);
--> statement-breakpoint
CREATE TABLE "member_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"member_id" uuid,
	"amount_cents" bigint NOT NULL,
	"status" "transfer_status" DEFAULT 'waiting' NOT NULL,
	"stripe_transfer_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_transfers_stripeTransferId_unique" UNIQUE("stripe_transfer_id"),
	CONSTRAINT "member_transfers_transaction_member_key" UNIQUE("transaction_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_id" text,
	"account" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"transfers_active" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"status_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_stripeAccountId_unique" UNIQUE("stripe_account_id")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "charge_reference" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "dispute_reference" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_payouts" ADD CONSTRAINT "member_payouts_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_payouts_member_idx" ON "member_payouts" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_transfers_member_idx" ON "member_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_transfers_status_idx" ON "member_transfers" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "payment_events_object_idx" ON "payment_events" USING btree ("object_id");