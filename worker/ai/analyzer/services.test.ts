import { describe, expect, it } from "vitest";
import { analyzeDocument, minutesPerWeek } from "./index.ts";

describe("minutesPerWeek", () => {
  it("multiplies per week, counts five school days, and divides a month into four weeks", () => {
    expect(minutesPerWeek(45, 4, "week")).toBe(180);
    expect(minutesPerWeek(30, 1, "day")).toBe(150);
    expect(minutesPerWeek(30, 1, "month")).toBe(8); // 7.5 rounds up
    expect(minutesPerWeek(25, 2, "month")).toBe(13);
  });
});

function servicesOf(text: string) {
  return analyzeDocument([`Special Education and Related Services\n${text}`]).services.map((s) => ({
    name: s.name,
    minutes: s.minutesPerSession,
    sessions: s.sessions,
    per: s.per,
    weekly: s.minutesPerWeek,
  }));
}

describe("service amounts as forms write them", () => {
  it.each([
    ["Speech therapy: 30 minutes per week", 30, 1, "week", 30],
    ["Speech therapy: 30 min/wk", 30, 1, "week", 30],
    ["Speech therapy: 2 x 30 min weekly", 30, 2, "week", 60],
    ["Speech therapy: 30 minutes, twice weekly", 30, 2, "week", 60],
    ["Speech therapy: 45 minutes/session, 3 sessions/week", 45, 3, "week", 135],
    ["Speech therapy: 20 minutes daily", 20, 1, "day", 100],
    ["Speech therapy: 1 hour per month", 60, 1, "month", 15],
    ["Speech therapy: 2x monthly x 30 min", 30, 2, "month", 15],
  ] as const)("%s", (line, minutes, sessions, per, weekly) => {
    expect(servicesOf(line)).toEqual([{ name: "Speech therapy", minutes, sessions, per, weekly }]);
  });

  // A weekly total with its sessions in parentheses: the parentheses split the total, they are not a
  // second amount with no period (ADR 0086, fixes after round B, second pass).
  it.each([
    ["Language therapy: 40 minutes / week (2 x 20 min)", 20, 2, "week", 40],
    ["Language therapy: 40 min per week (2 sessions of 20 minutes)", 20, 2, "week", 40],
    ["Language therapy\tSLP\t90 minutes per month (3 x 30 minutes)\tTherapy room", 30, 3, "month", 23],
  ] as const)("a total with its split: %s", (line, minutes, sessions, per, weekly) => {
    expect(servicesOf(line)).toEqual([{ name: "Language therapy", minutes, sessions, per, weekly }]);
  });

  it("leaves a range of minutes unstated rather than guessing", () => {
    expect(servicesOf("Counseling: 20-30 minutes weekly")).toEqual([
      { name: "Counseling", minutes: undefined, sessions: 1, per: "week", weekly: undefined },
    ]);
  });

  it("splits a second amount into its own service", () => {
    expect(servicesOf("Occupational therapy: 20 minutes per week individually, plus 15 minutes per month of consultation with the art teacher.")).toEqual([
      { name: "Occupational therapy", minutes: 20, sessions: 1, per: "week", weekly: 20 },
      { name: "Consultation with the art teacher", minutes: 15, sessions: 1, per: "month", weekly: 4 },
    ]);
  });

  it("flags services without minutes or frequency", () => {
    const facts = analyzeDocument(["Related Services\nOccupational therapy: consultation as needed\nCounseling: weekly"]);
    expect(facts.flags.map((f) => [f.kind, f.message])).toEqual([
      ["service-no-minutes", "Occupational therapy: the number of minutes is not stated."],
      ["service-no-frequency", "Occupational therapy: how often it is provided is not stated."],
      ["service-no-minutes", "Counseling: the number of minutes is not stated."],
    ]);
  });

  it("does not take extended school year or transportation lines for services", () => {
    expect(servicesOf("Extended school year services: not required.\nTransportation: regular bus")).toEqual([]);
  });
});
