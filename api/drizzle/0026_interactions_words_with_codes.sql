-- Decision 0041: the words' trigrams and the option codes in one GIN index (btree_gin for the codes), so
-- a word searched with a type, channel, classification, status, perception or direction is narrowed in
-- the index before any row is read. Built before the old index goes, so searches always have one.
CREATE INDEX "interactions_search_trgm_codes_idx" ON "interactions" USING gin ("search_text" gin_trgm_ops,"type_code","channel_code","classification_code","status_code","perception","direction");--> statement-breakpoint
DROP INDEX "interactions_search_trgm_idx";
