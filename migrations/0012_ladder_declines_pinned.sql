-- The ruling tt.declined-challenge (seed 001 L671) counts a declined challenge as the decliner's
-- neglect by default. Ladders created before it closed a declined challenge with no consequence;
-- each keeps that reading, so its saved log replays to the same ranks and play goes on as agreed.
-- The campaign file import does the same for files written before this migration.
UPDATE `ladders` SET `rulings_json` = json_set(`rulings_json`, '$."tt.declined-challenge"', 'no-consequence')
WHERE json_valid(`rulings_json`) AND json_type(`rulings_json`, '$."tt.declined-challenge"') IS NULL;
