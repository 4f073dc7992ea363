-- The user's time zone (issue 9): an IANA name, null until the user or their browser chose one
-- (the app then reads UTC). Quiet hours: minutes after local midnight, both set or both null;
-- start > end crosses midnight (22:00–08:00 is 1320–480).
ALTER TABLE `users` ADD `timeZone` text(64);
--> statement-breakpoint
ALTER TABLE `users` ADD `quietStart` integer;
--> statement-breakpoint
ALTER TABLE `users` ADD `quietEnd` integer;
