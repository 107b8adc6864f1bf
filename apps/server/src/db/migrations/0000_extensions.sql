-- Text search needs trigram similarity and accent folding, embedded (PGlite) and on the server.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
