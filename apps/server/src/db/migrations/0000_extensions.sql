-- pg_trgm gives trigram similarity for typo- and prefix-tolerant search (PGlite ships it as contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
