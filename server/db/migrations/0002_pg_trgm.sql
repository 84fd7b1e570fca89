-- Trigram similarity for the smart search (typos, transliteration). PGlite loads the contrib module
-- in server/db/connect.ts; PostgreSQL ships it in postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
