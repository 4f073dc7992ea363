// A contact as the API answers one, for the feature's unit tests: the fields a test names, the
// rest as a new contact has them.
import type { Contact } from "@contracts/contacts";

export const aContact = (fields: Pick<Contact, "id" | "name"> & Partial<Contact>): Contact => ({
  userId: 1,
  phoneNumber: null,
  email: null,
  notes: null,
  lastContactAt: null,
  cadenceEvery: null,
  cadenceUnit: null,
  reachBy: null,
  telegram: null,
  circleIds: [],
  circleCadence: null,
  nudgeTime: null,
  nextCheckInAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  noteCount: 0,
  ...fields,
});
