-- Ladder and objective event logs numbered their steps from 0; battles (and the campaign file)
-- number from 1. Shift every step up by one, through negatives so (owner, seq) stays unique
-- at every moment of the update.
UPDATE `ladder_events` SET `seq` = -(`seq` + 1);
--> statement-breakpoint
UPDATE `ladder_events` SET `seq` = -`seq`;
--> statement-breakpoint
UPDATE `objective_events` SET `seq` = -(`seq` + 1);
--> statement-breakpoint
UPDATE `objective_events` SET `seq` = -`seq`;
