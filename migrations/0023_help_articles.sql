-- Starter help articles for what Nudge does now (issue 38): the features that came after 0013 get
-- articles of their own, and the starters they changed are brought up to date. Ordinary
-- knowledge_base rows as in 0013; the FTS index follows by trigger. Admins can switch an item off
-- or delete it but not edit its text, so a starter's title names its row here. Tags hold the
-- words people ask with (synonyms, product names), because the assistant only gives an article
-- whose title or tags share a word with the question (worker/ai/relevance.ts).
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Syncing an address book (iCloud, Fastmail, Nextcloud)',
  'Nudge can bring in the contacts of an online address book and keep them up to date: iCloud, Fastmail, Nextcloud, or any address book that speaks CardDAV.

1. On the Contacts tab, press Import, then From an address book (iCloud, CardDAV).
2. Fill in the Server address (for iCloud, contacts.icloud.com), your User name (usually your email) and an App password.
3. Press Connect. Nudge checks the details first, then brings your contacts in at once and says how many were added.

Use an app password, not your normal one: iCloud makes one at appleid.apple.com (Sign-In and Security), Fastmail under Settings > Privacy & Security, Nextcloud under Settings > Security. It is stored encrypted and never shown again. If the server refuses the user name or password, nothing is saved, and Nudge says why.

Syncing is one way, from your address book into Nudge, by itself every few hours, or at once with Sync now. New people are added, and people you already have (same number or email) are linked and filled in. Later changes to a name, number or email on the server come to Nudge; your notes, rhythms, circles and dates in Nudge stay as you made them. Groups become circles. Someone deleted on the server stays in Nudge, and someone you delete in Nudge doesn''t come back.

You can connect one address book. Disconnect stops the syncing and keeps every contact. Google Contacts: export your contacts from Google Contacts as a file and use Import > From a file instead.',
  'feature', 'address book, sync, sync contacts, icloud, apple contacts, fastmail, nextcloud, carddav, app password, connect, sync now, disconnect, server, automatic', 7
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Importing contacts from a file (vCard or CSV)',
  'You can bring in a whole address book from a contacts file: a .vcf (vCard) file from iPhone, Android, macOS or Outlook, or a .csv file from Google Contacts, Outlook or a spreadsheet.

1. On the Contacts tab, press Import, then From a file (.vcf, .csv).
2. Choose the file. For a CSV that isn''t from Google or Outlook, say which column holds the name, phone, email, birthday, notes, company, job title and circles (Nudge guesses from the headers).
3. Check the preview: every person is marked New, Already there, or what importing adds to someone you have. Untick anyone you want to leave out, and choose what happens to people already in your contacts: Add what''s new to them, or Leave them as they are.
4. Press Import.

Each person brings a name, a phone number, an email, notes, where they work, a birthday (which becomes a yearly date with its nudge) and their groups, which become circles. People already there are found by phone number or email, so importing the same file twice adds nobody twice, and nothing you have is ever overwritten. Anything in the file that can''t be imported is listed with where it is. A file can hold up to 5000 people.

From Google Contacts, first save your contacts as a file: in Google Contacts, press Export and choose vCard or Google CSV.',
  'feature', 'import, import file, file, vcf, vcard, csv, spreadsheet, google contacts, google, outlook, android, iphone, upload, duplicates, preview, columns', 6
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Messaging on WhatsApp, Signal, Telegram or email',
  'Each contact can have the app you usually message them in, so one tap opens the right chat.

1. On the Contacts tab, open the contact and press Edit (or Add Contact).
2. Under Message them on, choose Text message (SMS), WhatsApp, Signal, Telegram or Email.
3. Press Save Contact.

WhatsApp and Signal need the person''s phone number, Telegram their username (@ana, t.me/ana and ana all work), and Email their email address: the form says when one is missing.

The message button on their card, the Contact card a nudge''s notification opens (Message on WhatsApp, above Send Text Message) and the link in a nudge email then open that app. WhatsApp and text messages open with your message already typed, and email with it as the body; Signal and Telegram open the chat, and you type or paste the message. If the app can''t be reached with what the contact has (for example WhatsApp with a number written without its country code), the button sends a text message instead.',
  'feature', 'whatsapp, signal, telegram, email, message apps, messaging, message them on, chat, sms, text message, messenger, username', 7
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Circles: grouping your contacts',
  'Circles are groups of people, such as Close friends, Clients or Family. A contact can be in any number of circles, and you can have up to 50.

- To make one: on the Contacts tab, press Make a circle (or Circles once you have some), type a name under New circle and press Add circle. The same dialog renames and deletes circles; deleting a circle keeps its people.
- To put someone in a circle: open the contact, press Edit, tick their circles and press Save Contact.
- To see one circle: pick it in the Circle list above your contacts. Search, the keep-in-touch filters, Share and Export then work on its members.

A circle can have a rhythm: under Keep in touch with its members every, choose a number and Days, Weeks or Months. Members without a rhythm of their own then get check-ins at that rhythm (in two circles, the shorter one); a contact''s own rhythm always wins. Groups from an imported file or a synced address book become circles too.',
  'feature', 'circles, circle, groups, group, grouping, categories, labels, close friends, clients, family, make a circle, organize, organise, team', 6
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Today: who to reach out to',
  'Today shows, in one look, who to get in touch with today. Press Today beside Stay Connected on your dashboard.

It lists:
- Nudges due today: the nudges due before the day ends, and overdue ones.
- Keep in touch: contacts whose check-in is due.
- Birthdays and dates this week: birthdays and other dates today or in the next 7 days.

Each row has the person''s message button and Call, plus Done and Snooze. Done counts as being in touch (a check-in then moves a rhythm on). Snooze puts the person back on the list at 09:00 tomorrow. When the list is empty, it says You''re all caught up.

Today follows your time zone, and opens offline with the last list your device saw (Done and Snooze need a connection). Under the list you can turn on the digest, to get the list as a notification.',
  'feature', 'today, today page, today list, who to contact, reach out, due today, overdue, this week, caught up, done, snooze, to do', 6
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'The digest: your Today list as a notification',
  'The digest sends you your Today list as one notification, such as "4 people to reach out to today" with the first names, every day or once a week. Tapping it opens Today.

1. Open Today (or press the Account button, the person icon in the dashboard header) and find Digest.
2. Tick Send me a digest.
3. Under How often choose Every day or Once a week (then the day, under On), and the time under At. It starts as 08:30 on Monday.
4. Tick Also by email to get it in your inbox too, with Text and Call links for each person (your email address must be confirmed).
5. Press Save digest.

The weekly digest lists the week ahead. No digest comes on a day with nobody on the list, quiet hours hold it until they end, and with Hide details on the lock screen it shows only how many people there are.',
  'feature', 'digest, daily digest, weekly digest, summary, daily summary, morning, every day, once a week, daily email, overview, list', 5
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Repeating nudges',
  'Any nudge can repeat: a weekly call with your mum, a monthly catch-up with a client.

1. In Schedule a nudge (or Edit on a pending nudge), choose the date and time of the first one.
2. Under Repeat, choose Every day, Every week on (that day), Every weekday (Monday to Friday), Every month on (that date, or that weekday such as the 3rd Monday) or Every year.
3. If you like, set Every how many (weeks, months...) and Ends: Never, After a number of times, or On a date.
4. Press Schedule Nudge.

One nudge waits at a time; when it is sent, the next one is scheduled at the same time of day in your time zone. Pending Nudges says how each one repeats. A month without that day uses its last day.

When you edit or delete a repeating nudge, Nudge asks which: Only this one, or This one and all after it. Deleting only this one skips it, and the next comes as usual. Your calendar feed shows the whole series.',
  'feature', 'repeat, repeating, recurring, recurrence, every day, every week, weekly, monthly, every month, yearly, weekdays, series, regular reminder', 6
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Your devices: testing, removing and privacy',
  'Every phone and browser where you turned notifications on gets your nudges. To see them, press the Account button (the person icon in the dashboard header) and find Devices. Each one shows when it last got a nudge, and why the last one failed, if it did. This device is marked.

- Send test sends a test notification to that device, to check it works.
- Remove stops nudges on that device (an old phone, a shared computer). To get them there again, turn notifications on in Nudge on that device.
- Hide details on the lock screen: notifications then say only "Time to reach out to Ana"; the message and notes show when you open Nudge.

Sign out everywhere, further down in Account & Privacy, signs you out on every device, removes them all and turns off your calendar link: use it if you lost a phone or think someone else is signed in.',
  'feature', 'devices, device, phone, computer, send test, test notification, remove device, old phone, lost phone, lock screen, hide details, privacy, sign out everywhere, log out, logout', 6
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Getting nudges by email',
  'Nudges can come by email as well as by notification, once your email address is confirmed (open the link in the email we sent when you signed up; the dashboard offers to send it again).

Press the Account button (the person icon in the dashboard header) and find Nudges by email:
- Email me when no device gets a nudge (on to start with): if none of your devices accepts a nudge within 10 minutes, it comes by email.
- Also email every nudge: every nudge comes by email too.

A nudge email has your message, a link to message or call the person, and a link to mark it done. Each email has a link to turn nudge emails off.',
  'feature', 'email, emails, by email, inbox, mail, nudge emails, email notifications, confirm email, unsubscribe, no device', 5
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Asking AI Support',
  'The AI Support tab on your dashboard answers questions from our help articles, any time. Anything it can''t answer goes to a person on our team.

- Support is for questions about using Nudge, Advice for ideas on what to say to someone, and Features for ideas to make Nudge better (the team reads every one).
- Type in Your message and press Send, or press Enter. Shift+Enter starts a new line.
- Clear Conversation empties the chat. Recent Support History shows your last five questions.

Questions about billing, refunds, deleting your account or something not working go to a person, as do questions no article covers. When a person replies, you get a notification and an email, and the reply shows in the AI Support tab. You can ask 30 questions an hour, of up to 2000 characters each.',
  'faq', 'ai support, support, help, assistant, chat, enter, send, shift enter, new line, human, person, talk to a person, contact support, team, reply', 5
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Phone numbers from other countries',
  'Nudge stores every phone number in international form (+44 20 7946 0958), so Text, Call and WhatsApp work wherever the person lives.

A number typed without a + country code is read as a number from your phone region. It follows your time zone''s country until you choose one: press the Account button (the person icon in the dashboard header), find Phone region under Time zone & quiet hours, pick a country and press Save time settings.

For someone abroad, type their number with its + and country code. If Nudge can''t read a number, it keeps it as you typed it and says so under the field.',
  'faq', 'phone number, phone numbers, country code, international, abroad, another country, other countries, phone region, region, dial, wrong number, format', 4
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Notes on a contact',
  'Notes help you remember what matters to someone: how you met, their kids'' names, what they told you last time.

1. On the Contacts tab, tap the person to open their card.
2. Under Notes, press Add Note.
3. Write the note and, if you like, choose a category: Personal, Work, Family, Friends, Health, Travel, Hobbies or Other.
4. Press Add Note.

Each note shows when it was written; the pencil and bin icons edit or delete it. Adding a note counts as being in touch, so the person''s check-in moves on. The newest note also shows in a nudge''s notification about them, to help start the conversation.',
  'feature', 'notes, note, add note, relationship history, remember, write down, details, history with someone, about someone', 5
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Nudge History: marking done and reusing nudges',
  'Nudge History, a tab on your dashboard, lists the nudges that were sent, newest first, and how each one reached you.

- Mark done: you got in touch. It counts as contact with the person, so their check-in moves on.
- Reuse: schedules a new nudge with the same person and message; pick the new date and time.
- Save keeps a nudge you want to reuse often; Unsave undoes it.
- Delete removes it from your history.

A nudge you snoozed shows Snoozed while its copy waits in Pending Nudges; one you finished shows Done.',
  'feature', 'history, nudge history, past nudges, sent nudges, reuse, mark done, done, save, old nudge, previous', 4
);
--> statement-breakpoint
UPDATE `knowledge_base` SET `content` = 'Importing: on the Contacts tab, press Import.
- From a file (.vcf, .csv) brings in a contacts export from your phone, Google Contacts or Outlook, with a preview first (see Importing contacts from a file).
- From an address book (iCloud, CardDAV) connects iCloud, Fastmail or Nextcloud and keeps your contacts up to date (see Syncing an address book).
On the Active Nudges tab, Import Contacts (in the Schedule a nudge card) opens your phone''s contact list where the browser offers it (Chrome on Android), so you can pick people. Elsewhere it opens a box where you paste one person per line: a name, then a space, dash or colon, then their phone number (for example "Ana Souza - 555 010 2030").
Nobody is added twice. You can also add people one by one with Add Contact.

Exporting: on the Contacts tab, press Export to download all your contacts as a vCard file (nudge-contacts.vcf) with their names, phone numbers, emails and notes. Phone address books, Google Contacts and Outlook can import it. Share sends the same contacts to your device''s share sheet, or copies them where sharing isn''t available.',
  `tags` = 'import, import contacts, contacts, phone contacts, add contacts, paste, export, export contacts, vcard, vcf, share contacts, backup',
  `updatedAt` = unixepoch() * 1000
WHERE `title` = 'Importing and exporting contacts';
--> statement-breakpoint
UPDATE `knowledge_base` SET `content` = replace(`content`, 'The time has to be in the future.', 'The time has to be in the future. To have it come back every day, week, month or year, choose how under Repeat first (see Repeating nudges).'),
  `updatedAt` = unixepoch() * 1000
WHERE `title` = 'Scheduling a nudge';
--> statement-breakpoint
UPDATE `knowledge_base` SET `content` = replace(`content`, '- Send Text Message opens your messaging app', '- If the contact is messaged on WhatsApp, Signal, Telegram or Email, Message on WhatsApp (or that app) opens it.
- Send Text Message opens your messaging app'),
  `updatedAt` = unixepoch() * 1000
WHERE `title` = 'Texting or calling from a notification';
--> statement-breakpoint
UPDATE `knowledge_base` SET `content` = 'Quiet hours keep nudges from waking you up. A nudge that falls due during quiet hours isn''t lost: it arrives the moment they end. So if you didn''t get a notification at night, it comes in the morning when your quiet hours finish. The digest waits for them too.

To set them:
1. Press the Account button (the person icon in the dashboard header).
2. Under Time zone & quiet hours, tick Quiet hours and choose From and Until. They start as 22:00 to 08:00 and may cross midnight.
3. Press Save time settings.
Untick Quiet hours to get nudges at any hour.

Your time zone is taken from your browser the first time you sign in. The times Nudge shows, the Quick Actions, Today, and birthday and check-in nudges all follow it. If you move, or a nudge arrives at the wrong time, pick your time zone in the same place (type a few letters of a city to find it) and press Save time settings. Nudges you scheduled yourself keep the moment you chose.

Birthday and check-in nudges arrive at 09:00 until you change Check-ins and dates arrive at, in the same place. A contact can have a time of its own: open the contact, press Edit, and set Check-ins and dates arrive at there.',
  `tags` = 'quiet hours, night, sleep, do not disturb, no notification at night, late, time zone, timezone, change time zone, travel, moved, wrong time, 9 AM, time of day, arrive at, what time, morning',
  `updatedAt` = unixepoch() * 1000
WHERE `title` = 'Quiet hours and your time zone';
--> statement-breakpoint
UPDATE `knowledge_base` SET `content` = replace(replace(`content`,
  'Nudge then keeps one check-in nudge scheduled for 9:00 AM (in your time zone)', 'Nudge then keeps one check-in nudge scheduled for 09:00 (or the time you chose under Check-ins and dates arrive at, in your time zone)'),
  'To stop a contact''s check-ins, choose Don''t remind me and save.', 'To stop a contact''s check-ins, choose Don''t remind me and save. A whole circle can have a rhythm too (see Circles), and check-ins that are due show on Today.'),
  `updatedAt` = unixepoch() * 1000
WHERE `title` = 'Keeping in touch with check-ins';
--> statement-breakpoint
UPDATE `knowledge_base` SET `content` = replace(`content`,
  'You get a nudge at 9:00 AM in your time zone, on the day or the chosen number of days before ("Birthday in 3 days"), and once it is sent the next year''s is set up by itself.',
  'You get a nudge on the day ("Ana''s birthday is today"), and with days early also a heads-up that many days before ("Ana''s birthday is on Friday"), at 09:00 in your time zone or the time you chose under Check-ins and dates arrive at. Once sent, next year''s are set up by themselves. Dates of the coming week also show on Today.'),
  `updatedAt` = unixepoch() * 1000
WHERE `title` = 'Birthday reminders and other yearly dates';
--> statement-breakpoint
UPDATE `knowledge_base` SET `tags` = 'billing, subscription, cancel, cancel subscription, price, cost, pricing, free trial, trial, plan, pro, payment, card, credit card, invoice, stripe, monthly, manage billing, charged, charged twice, refund, money back',
  `updatedAt` = unixepoch() * 1000
WHERE `title` = 'Nudge Pro: free trial, billing and cancelling';
--> statement-breakpoint
UPDATE `knowledge_base` SET `tags` = 'offline, no internet, without internet, no connection, no signal, wifi, no wifi, airplane mode, flight, works offline, sync',
  `updatedAt` = unixepoch() * 1000
WHERE `title` = 'Using Nudge offline';
