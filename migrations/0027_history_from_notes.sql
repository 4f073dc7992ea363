-- Texts, calls and done nudges were logged as notes ("Texted: "…"", category Other) before a
-- contact had a history (issue 41). They move to the history as what Nudge logged itself, at the
-- time they were made, so the notes hold only what the person wrote.
INSERT INTO `interactions` (`userId`, `contactId`, `at`, `title`, `source`, `createdAt`)
SELECT `userId`, `contactId`, `createdAt`, substr(`note`, 1, 200), 'nudge', `createdAt`
FROM `contact_bookmarks`
WHERE `category` = 'Other'
  AND (`note` IN ('Texted', 'Called', 'Nudge done')
    OR `note` GLOB 'Texted: "*"' OR `note` GLOB 'Called: "*"' OR `note` GLOB 'Nudge done: "*"');
--> statement-breakpoint
DELETE FROM `contact_bookmarks`
WHERE `category` = 'Other'
  AND (`note` IN ('Texted', 'Called', 'Nudge done')
    OR `note` GLOB 'Texted: "*"' OR `note` GLOB 'Called: "*"' OR `note` GLOB 'Nudge done: "*"');
