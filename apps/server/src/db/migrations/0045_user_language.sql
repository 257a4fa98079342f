-- The interface language an account chose (issue 31); null: the browser's.
ALTER TABLE "users" ADD COLUMN "language" text;
