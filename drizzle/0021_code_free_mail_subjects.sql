-- Checkout code mails used to carry the code in their subject, which the outbox
-- keeps after the body is cleared. The code now stays in the body; this clears
-- it from the subjects already stored.
UPDATE "email_outbox" SET "subject" = 'Your confirmation code'
WHERE "kind" = 'checkout-code' AND "subject" <> 'Your confirmation code';
