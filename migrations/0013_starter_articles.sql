-- Starter help articles (issue 21): a new install's assistant answers everyday questions from
-- them instead of forwarding them to the team. Ordinary knowledge_base rows: admins switch them
-- off or delete them like any other item. Loaded once, by this migration; the FTS index follows
-- by trigger (0002). Tags weigh heavily in search, so they hold the words people ask with.
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Getting started with Nudge',
  'Nudge reminds you to get in touch with the people who matter, at the moment you choose.

1. On the sign-in page, press Create one, fill in Full Name, Email, Password (at least 6 characters) and Confirm Password, and press Create Account.
2. Step 2 is turning on notifications, so your nudges reach this device on time: press Enable Push Notifications. On iPhone, add Nudge to your Home Screen first.
3. Open the link in the email we send you to confirm your address. Nudges can then also come by email.
4. On the Active Nudges tab, schedule your first nudge. Add the people you want to stay close to on the Contacts tab, with notes, birthdays and a keep-in-touch rhythm.

Nudge Pro is free for 30 days, then $7 a month: start the trial from the Pricing page. Questions? Ask in the AI Support tab at any time.',
  'faq', 'sign up, create account, new account, register, get started, getting started, first steps, confirm email, welcome', 6
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Scheduling a nudge',
  'A nudge is a reminder to get in touch with someone at a time you choose.

1. Open the Active Nudges tab on your dashboard.
2. In Schedule a nudge, enter the person''s name, the date and time, and a message: what you want to remember to say or ask. As you type a name, your contacts are suggested, and picking one fills in their phone number.
3. If you like, add a phone number (so you can text or call them straight from the notification) and a link.
4. Press Schedule Nudge. The time has to be in the future.

Quick Actions fill in the form for you: Weekly Check-in (in 7 days), Birthday (in 1 month), Work Follow-up (tomorrow) and Just Because (in 3 days). Pick one, add a name, change the message or time if you want, and schedule it. On the Contacts tab, an open contact also has a Schedule nudge button.

Your upcoming nudges are listed under Pending Nudges, where you can Edit or Delete them. When a nudge is due you get a notification on every device where notifications are on, and it moves to Nudge History.',
  'feature', 'schedule, schedule a nudge, new nudge, set a reminder, add a reminder, new reminder, create, quick actions, presets, pending nudges, edit', 8
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Texting or calling from a notification',
  'When a nudge is due, its notification lets you act on it in one tap.

If the nudge has a phone number, the notification offers Text and Call. Tapping either one (or the notification itself) opens Nudge on a Contact card with the person''s number and your message:
- Send Text Message opens your messaging app with the message already written, ready to send.
- Make Phone Call starts the call.
- Back to App closes the card.
The card may also offer Mark done and Tomorrow morning (9:00 AM tomorrow).

Without a phone number, the notification offers Done and Snooze 1 hour (and Tomorrow morning where there is room). Many phones and browsers show only the first two buttons.

Texting or calling from Nudge, or marking the nudge done, counts as being in touch with that contact, so their next check-in moves on. If Done or Snooze can''t go through (for example when you are offline), Nudge opens on Nudge History, where you can press Mark done.',
  'feature', 'text, call, sms, message, phone call, notification actions, tap notification, contact card, done, snooze, tomorrow morning, one tap', 7
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Turning on notifications (Android and computers)',
  'Nudge tells you a nudge is due with a notification on every device where you have turned notifications on. To turn them on for this phone or computer:

1. Sign in and open your dashboard.
2. In the panel at the top, Turn on notifications for your nudges, press Enable Push Notifications.
3. When your browser asks, choose Allow. Nudge says Notifications Enabled! and the panel goes away.

Do this once on each phone or computer where you want your nudges. On Android you can also install Nudge so it opens like an app: press Install on the Install Nudge card when it appears, or choose Install app (or Add to Home screen) in Chrome''s menu.

If the panel says Notifications Blocked, your browser is refusing them. Click the lock or notification icon near the address bar (or open the browser''s settings > Site settings > Notifications), change Block to Allow for this site, refresh the page and press Try Again. On a computer, also check that your system lets the browser show notifications, and that Do Not Disturb or Focus is off.

To check a device, press the Account button (the person icon in the dashboard header): under Devices, press Send test. Once your email address is confirmed, you can also have nudges emailed to you under Nudges by email.',
  'troubleshooting', 'notifications, push notifications, enable, turn on, android, chrome, desktop, computer, laptop, windows, mac, browser, blocked, allow, permission, not getting notifications', 7
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Turning on notifications on iPhone and iPad',
  'On iPhone and iPad, Apple allows notifications from a web app only once it has been added to the Home Screen, on iOS or iPadOS 16.4 or later. They can''t be turned on from a Safari tab.

1. Open Nudge in Safari.
2. Tap the Share button, then Add to Home Screen, then Add.
3. Open Nudge from its new icon on your Home Screen, and sign in there.
4. On the dashboard, press Enable Push Notifications and tap Allow.

If you see Install Required or Permission Needed, Nudge is still open in Safari: open it from the Home Screen icon instead. If you tapped Don''t Allow, turn notifications on again in the iPhone''s Settings > Notifications > Nudge, then press Try Again in the app. You can check your version in Settings > General > About, and update it in Settings > General > Software Update.

Focus and Do Not Disturb can silence notifications too. To check that your iPhone gets them, press the Account button (the person icon in the dashboard header) and, under Devices, press Send test.',
  'troubleshooting', 'iphone, ipad, ios, safari, apple, add to home screen, home screen, install, install required, notifications, push notifications, enable, turn on', 7
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Quiet hours and your time zone',
  'Quiet hours keep nudges from waking you up. A nudge that falls due during quiet hours isn''t lost: it arrives the moment they end. So if you didn''t get a notification at night, it comes in the morning when your quiet hours finish.

To set them:
1. Press the Account button (the person icon in the dashboard header).
2. Under Time zone & quiet hours, tick Quiet hours and choose From and Until. They start as 22:00 to 08:00 and may cross midnight.
3. Press Save time settings.
Untick Quiet hours to get nudges at any hour.

Your time zone is taken from your browser the first time you sign in. The times Nudge shows, the Quick Actions, and birthday and check-in nudges (which come at 9:00 AM) all follow it. If you move, or a nudge arrives at the wrong time, pick your time zone in the same place (type a few letters of a city to find it) and press Save time settings. Pending birthday and check-in nudges then move to 9:00 AM in the new time zone, and nudges you scheduled yourself keep the moment you chose.',
  'faq', 'quiet hours, night, sleep, do not disturb, no notification at night, late, time zone, timezone, change time zone, travel, moved, wrong time, 9 AM', 6
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Keeping in touch with check-ins',
  'Give a contact a rhythm, such as every 2 weeks or every month, and Nudge reminds you to check in with them regularly.

1. Open the Contacts tab and press Add Contact, or open a contact and press Edit.
2. Under Keep in touch every, enter a number and choose Days, Weeks or Months.
3. Press Save Contact.

Nudge then keeps one check-in nudge scheduled for 9:00 AM (in your time zone) that long after you were last in touch. Every time you are in touch it moves on: when you text or call them from Nudge, add a note to the contact, or mark a nudge with their phone number done (Done on the notification, or Mark done in Nudge History). If the check-in comes and you don''t get in touch, the next one comes one rhythm later.

On the Contacts tab, everyone with a rhythm shows Overdue, Due soon or On track. The Due, Drifting and Fine filters and the Due first button show who needs you most. To stop a contact''s check-ins, choose Don''t remind me and save.',
  'feature', 'keep in touch, check-in, check in, rhythm, cadence, regularly, every week, every month, recurring, repeat, overdue, due soon, drifting, on track', 6
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Birthday reminders and other yearly dates',
  'Nudge can remind you of birthdays, anniversaries and other important dates every year.

1. Open the Contacts tab (press Add Contact first if the person isn''t there yet).
2. Tap the person''s name to open their card.
3. Under Birthdays & dates, leave Birthday in What (or type something else, such as Anniversary), choose the Date, and in Days early enter 0 for the day itself or up to 60 to be reminded ahead.
4. Press Add date.

You get a nudge at 9:00 AM in your time zone, on the day or the chosen number of days before ("Birthday in 3 days"), and once it is sent the next year''s is set up by itself. A date on 29 February is remembered on 28 February in other years. To remove a date, press the bin icon beside it.

For a one-off reminder, the Birthday Quick Action on the Active Nudges tab fills in a birthday message one month from now: change the date and add the name. Birthdays and dates also show up in your calendar feed.',
  'feature', 'birthday, birthdays, birthday reminder, anniversary, anniversaries, special dates, dates, yearly, every year, annual, days early', 7
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Seeing your nudges in your calendar',
  'The calendar feed shows your upcoming nudges (as 15-minute events) and your contacts'' birthdays and dates (as yearly all-day events) in any calendar app that can subscribe to a calendar by URL, such as Google Calendar, Apple Calendar or Outlook.

1. Press the Account button (the person icon in the dashboard header) and find Calendar feed.
2. Press Create calendar link, then Copy. For your privacy, the link is shown only once.
3. Add it to your calendar app:
- Google Calendar (on a computer): beside Other calendars press +, choose From URL, paste the link and press Add calendar.
- Apple Calendar: on a Mac, File > New Calendar Subscription. On iPhone, add a Subscribed Calendar in Settings > Calendar > Accounts (the exact path depends on your iOS version).
- Outlook: Add calendar > Subscribe from web.

The feed is read-only, and each calendar app refreshes it on its own schedule, which can take several hours with Google. Anyone with the link can see your nudges, so keep it private. Press Make a new link to replace it (the old one stops working), or Revoke link to turn it off.',
  'feature', 'calendar, calendar feed, google calendar, apple calendar, outlook, ical, ics, subscribe, subscribe by url, sync calendar', 5
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Importing and exporting contacts',
  'Importing: on the Active Nudges tab, press Import Contacts (in the Schedule a nudge card).
- Where the browser offers a contact picker (Chrome on Android), your phone''s contact list opens: choose the people to add.
- Elsewhere a box opens. Paste or type one person per line: a name, then a space, dash or colon, then their phone number (for example "Ana Souza - 555 010 2030"), and press Import. Lines without a name and a phone number are skipped.
Anyone whose phone number is already among your contacts is skipped, so importing twice adds no duplicates. Imported people appear on the Contacts tab and are suggested when you type a name in Schedule a nudge. You can also add people one by one with Add Contact on the Contacts tab.

Exporting: on the Contacts tab, press Export to download all your contacts as a vCard file (nudge-contacts.vcf) with their names, phone numbers, emails and notes. Phone address books, Google Contacts and Outlook can import it. Share sends the same contacts to your device''s share sheet, or copies them where sharing isn''t available.',
  'feature', 'import, import contacts, contacts, phone contacts, add contacts, paste, export, export contacts, vcard, vcf, share contacts, backup, duplicates', 6
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Using Nudge offline',
  'Nudge works without a connection on any device where you have already used it online. Installing it on your home screen makes it feel like any other app.

Offline, Nudge opens with your nudges, history and contacts as they were last loaded, and a bar says you''re offline. Changes you make (scheduling, editing, deleting or saving a nudge, and adding, editing or deleting contacts and notes) are kept on this device and listed in that bar. When you are back online they are sent, in order, by themselves, and everything is refreshed.

Your nudges are sent by our servers at the right time even while your device is offline, and the notification shows up once the device is back online. Signing in, AI Support, billing and account settings need a connection.',
  'faq', 'offline, no internet, without internet, no connection, no signal, airplane mode, flight, works offline, sync', 5
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Nudge Pro: free trial, billing and cancelling',
  'Nudge has one plan, Nudge Pro: free for 30 days, then $7 a month. Start it on the Pricing page with Start Your Free Trial. You enter your card on Stripe''s secure checkout page, but nothing is charged until the trial ends, and if you cancel before then you pay nothing. We never see your card number.

Your dashboard shows your plan, for example "Free trial: 12 days left, then $7/month".

To cancel, update your card or see your invoices, press Manage billing next to your plan on the dashboard. It opens Stripe''s billing page, where cancelling takes a couple of clicks. After cancelling you keep Pro until the end of the period you have paid for, and you aren''t charged again. If a payment fails, the dashboard shows Fix payment, which opens the same page. Deleting your account also cancels your plan.

Charged twice, or want a refund? Ask in the AI Support tab and a person on our team will reply.',
  'faq', 'billing, subscription, cancel, cancel subscription, price, cost, pricing, free trial, trial, plan, pro, payment, card, credit card, invoice, stripe, monthly, manage billing', 7
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Downloading a copy of your data',
  'You can download everything Nudge keeps about you at any time.

1. Press the Account button (the person icon in the dashboard header) to open Account & Privacy.
2. Under Your data, press Download my data.

You get a JSON file with your account details and settings (time zone and quiet hours), all your nudges with how each was delivered, your contacts, notes, birthdays and dates, your devices and your support requests. It never contains your password or sign-in keys.

For just your contacts, in a format address books understand, use Export on the Contacts tab instead (a vCard file). Your nudges, contacts and notes are stored only to remind you, and are never sold or shared.',
  'faq', 'export data, export my data, download data, download my data, my data, copy, privacy, json, personal data, backup', 5
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Deleting your account',
  'Deleting your account removes it and everything in it for good: every nudge, contact, note and date. Notifications stop on all your devices, and if you have Nudge Pro the plan is cancelled, so you aren''t charged again. This can''t be undone, so you may want to press Download my data first.

1. Press the Account button (the person icon in the dashboard header).
2. Go to Delete account at the bottom.
3. Enter your password and press Delete my account.

You are signed out and the account is gone at once. If the password isn''t right, nothing is deleted.',
  'faq', 'delete account, delete my account, remove account, close account, erase, delete my data, privacy, password', 5
);
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`) VALUES (
  'Resetting your password',
  'Forgot your password? You can choose a new one from the sign-in page.

1. On the sign-in page, press Forgot password? beside the Password field.
2. Enter your account''s email and press Send Reset Link.
3. Open the link in the email we send you, and choose a new password (at least 8 characters).

The link works once, for the next hour. Nothing arrived? Check your spam folder, or try again in a few minutes.

A new password signs you out on every device and turns their notifications off, in case someone else had your old one. Sign in again, and press Enable Push Notifications on each phone or computer where you want your nudges.',
  'faq', 'password, forgot password, reset password, new password, sign in, log in, login, can''t sign in, locked out', 5
);
