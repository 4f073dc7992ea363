-- Each help article is for the people who use Nudge in one language (issue 43): the support agent
-- searches the asker's language's articles. Every article so far is English.
ALTER TABLE `knowledge_base` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX `knowledge_base_language_idx` ON `knowledge_base` (`language`);