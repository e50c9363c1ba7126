-- Hand-written: the interaction status `cancelled` reads "Abgesagt" in German (a meeting that did not
-- happen was called off, not reversed as a booking is: "Storniert"). The seed ships the new label
-- (api/src/db/seed/option-lists.ts); here every tenant's entry still exactly as shipped (the same four
-- labels) gets it too, as 0024 filled the Spanish and German labels (decision 0039). An entry a tenant
-- renamed keeps its labels. Commitments' "Abgebrochen" is a word of the app, not an option: untouched.
UPDATE "options" SET "label_de" = 'Abgesagt'
WHERE "list" = 'status' AND "code" = 'cancelled' AND "label_de" = 'Storniert'
  AND "label_pt_br" = 'Cancelada' AND "label_en" = 'Cancelled' AND "label_es" = 'Cancelada';
