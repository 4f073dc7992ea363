import { describe, expect, it } from "vitest";
import { campaignFormSchema, emptyCampaignForm, emptyKnowledgeForm, knowledgeFormSchema, toKnowledgeInput } from "./admin-rules";

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("knowledge item form", () => {
  const item = { ...emptyKnowledgeForm, title: "T", content: "C" };

  it("turns a non-numeric priority into 0 and keeps whole numbers", () => {
    expect(toKnowledgeInput({ ...item, priority: "abc" }).priority).toBe(0);
    expect(toKnowledgeInput({ ...item, priority: "" }).priority).toBe(0);
    expect(toKnowledgeInput({ ...item, priority: " 7 " }).priority).toBe(7);
  });

  it("needs a title and content, and a priority that is a whole number from 0 to 10", () => {
    expect(firstError(knowledgeFormSchema.safeParse(emptyKnowledgeForm))).toBe("Title is required");
    expect(firstError(knowledgeFormSchema.safeParse({ ...emptyKnowledgeForm, title: "T" }))).toBe("Content is required");
    // A fraction is refused on the field, as the server refuses it, rather than cut to 4.
    for (const priority of ["11", "-1", "4.5"])
      expect(firstError(knowledgeFormSchema.safeParse({ ...item, priority })), priority).toBe(
        "Priority must be a whole number from 0 to 10",
      );
    expect(knowledgeFormSchema.safeParse({ ...item, priority: "x" }).success).toBe(true);
  });
});

describe("push campaign form", () => {
  it("targets everyone by default and needs a title and message", () => {
    expect(emptyCampaignForm.targetType).toBe("all");
    expect(firstError(campaignFormSchema.safeParse(emptyCampaignForm))).toBe("Title is required");
    expect(campaignFormSchema.safeParse({ ...emptyCampaignForm, title: "T", message: "M" }).success).toBe(true);
  });

  it("asks for users or a segment when the target is not everyone", () => {
    const base = { ...emptyCampaignForm, title: "T", message: "M" };
    expect(firstError(campaignFormSchema.safeParse({ ...base, targetType: "user" }))).toBe("Pick at least one user");
    expect(firstError(campaignFormSchema.safeParse({ ...base, targetType: "segment" }))).toBe("Pick a segment");
    expect(campaignFormSchema.safeParse({ ...base, targetType: "user", targetUserIds: "3,5" }).success).toBe(true);
  });

  it("takes a web address or a path on this site as the link, as the API does", () => {
    const base = { ...emptyCampaignForm, title: "T", message: "M" };
    for (const url of ["", "https://nudge.app/tips", "http://nudge.app", "/pricing?from=campaign"])
      expect(campaignFormSchema.safeParse({ ...base, url }).success, url).toBe(true);
    for (const url of ["//evil.example", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)", "https:evil.example", "nudge.app"]) {
      expect(firstError(campaignFormSchema.safeParse({ ...base, url })), url).toBe(
        "The link must be a full web address (https://…) or a path on this site that starts with a single /",
      );
    }
  });
});
