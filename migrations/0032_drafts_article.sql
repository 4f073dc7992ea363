-- The help article for message drafts and templates (issue 42), a starter like those of 0013 and
-- 0023: its tags hold the words people ask with, since only title and tags make an article the answer.
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Suggest a message: drafts and templates',
  'When you don''t know what to say, Nudge can suggest it. Press Suggest a message in the schedule form (once you have typed who it is for), in Edit Nudge or Reuse Nudge, or on the Contact card a notification opens. You get three short drafts, warm, brief and playful, each saying what it drew on: your newest notes about the person, the contacts you logged with them, their coming birthday or date, and the nudge itself. Tap one to use it; you can still change every word, and nothing is sent until you press Send Text Message or Make Phone Call yourself.

Drafts are written by AI only if you turn on Write drafts with AI under Message drafts in your Account. The Account dialog lists what is sent and to whom: only that one person''s notes, logged contacts, dates and the nudge, never your other contacts, and the provider is asked not to keep it. With AI off, if the AI is slow or busy, or after 40 AI drafts in a day, Nudge fills templates from your notes instead and says so.

Your own templates: press Templates in Quick Actions to write messages you send often, with placeholders Nudge fills in for each person: {first_name}, {days_since} (days since you were last in touch), {age} (the age they turn on their coming birthday, when you know the year) and {date} (the day of their coming birthday or date). Your templates appear beside the drafts and as buttons under Quick Actions.',
  'feature', 'suggest, suggestion, draft, drafts, write, what to say, message ideas, ai, artificial intelligence, template, templates, placeholder, first_name, wording, text ideas, privacy', 7
);
