// The words the seeded accounts are written in: names, nudge messages, notes, labels. Their
// lengths, not their meaning, are what the page counts see, so they stay close to what people type.

export const FIRST_NAMES = [
  "Ana",
  "Ben",
  "Carla",
  "Daniel",
  "Emma",
  "Felipe",
  "Grace",
  "Hiroshi",
  "Ines",
  "Jonas",
  "Kateryna",
  "Liam",
  "Maria",
  "Noah",
  "Olivia",
  "Priya",
  "Quentin",
  "Rosa",
  "Samuel",
  "Tomás",
  "Uma",
  "Victor",
  "Wen",
  "Yusuf",
  "Zoe",
  "Aleksandra",
  "Bruno",
  "Chloé",
  "Dmitri",
  "Elif",
  "Fatima",
  "Giulia",
  "Hannah",
  "Ibrahim",
  "Julia",
  "Kofi",
  "Lucía",
  "Mateo",
  "Nadia",
  "Oskar",
  "Paula",
  "Rafael",
  "Sofia",
  "Thiago",
  "Valentina",
  "William",
] as const;

export const LAST_NAMES = [
  "Souza",
  "Müller",
  "Smith",
  "García",
  "Rossi",
  "Nguyen",
  "Kowalski",
  "Johansson",
  "Okafor",
  "Tanaka",
  "Fernandes",
  "Dubois",
  "Schneider",
  "Martínez",
  "O'Brien",
  "Haddad",
  "Petrov",
  "Yilmaz",
  "Andersen",
  "Costa",
  "van der Berg",
  "Lefebvre",
  "Kim",
  "Silva",
  "Novak",
  "Ahmed",
  "Williams",
  "Bianchi",
  "Lopez",
  "Fischer",
] as const;

/** The pieces one-off nudge messages are made of (40 to 120 characters, as typed). */
export const MESSAGE_PARTS = [
  "Ask how the new job is going.",
  "Call about the weekend trip.",
  "Send the photos from the wedding.",
  "Wish good luck for the exam on Friday.",
  "Check in after the surgery.",
  "Return the book and say thanks.",
  "Ask about the move and offer to help with boxes.",
  "Congratulate on the promotion.",
  "Plan dinner for next month.",
  "See if the kids liked the museum.",
  "Remind about the concert tickets.",
  "Say happy new year to the family.",
] as const;

/** Sentences of the notes a person keeps on a contact (a few hundred characters on some). */
export const NOTE_SENTENCES = [
  "Met at the climbing gym in 2019.",
  "Two kids, Leo and Mia; Mia started school this year.",
  "Allergic to nuts, loves Thai food.",
  "Works as a nurse on night shifts, best to call after 4 pm.",
  "Moved to Lisbon last spring and is learning Portuguese.",
  "Big football fan, supports Benfica.",
  "Her mother was ill in March; ask how she is doing.",
  "We talked about running a half marathon together.",
  "Prefers voice messages to texts.",
  "Birthday dinner is usually at the Italian place on Main Street.",
  "Was looking for a new flat near the river.",
  "Has a dog called Pepper.",
] as const;

/** Short things logged as being in touch by hand or from the share sheet. */
export const INTERACTION_TITLES = [
  "Coffee downtown",
  "Long call about the new house",
  "Lunch near the office",
  "Shared the article about running",
  "Met at Sofia's birthday party",
  "Video call, caught up on the holidays",
  "Walked the dogs together in the park",
  "Texted about the match on Saturday",
] as const;

export const MEETING_TITLES = ["Weekly sync", "Quarterly review", "Coffee chat", "Project kickoff", "1:1", "Dinner"] as const;

export const CIRCLE_NAMES = ["Family", "Close friends", "Work", "Clients", "Neighbours", "University", "Book club", "Climbing"] as const;

export const DATE_LABELS = ["Birthday", "Birthday", "Birthday", "Wedding anniversary", "Name day", "Work anniversary"] as const;

export const DEVICE_LABELS = ["Chrome on Android", "Safari on iPhone", "Firefox on Windows", "Edge on Windows", "Chrome on macOS"] as const;

export const TIME_ZONES = [
  "Europe/Berlin",
  "America/New_York",
  "America/Sao_Paulo",
  "Europe/London",
  "Asia/Tokyo",
  "Europe/Lisbon",
] as const;

export const TEMPLATE_TEXTS = [
  "Hi {first_name}, thinking of you! How have you been?",
  "Hey {first_name}, it's been a while. Coffee next week?",
  "Happy birthday, {first_name}! Hope it's a great one.",
] as const;

export const SUPPORT_MESSAGES = [
  "How do I move my contacts from my old phone into Nudge without duplicates?",
  "My nudges stopped arriving on my laptop after the browser update, what should I check?",
] as const;
