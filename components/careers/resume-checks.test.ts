import { describe, expect, it } from "vitest";
import { messagesOf } from "@/lib/i18n/messages.ts";
import { formatBytes, RESUME_MAX_BYTES, resumeProblem as check } from "./resume-checks.ts";

const english = messagesOf("en").ContentApply;
const resumeProblem = (file: { name: string; size: number } | null) => check(file, english);

describe("resumeProblem", () => {
  it("accepts PDF, DOC and DOCX files up to 5 MiB", () => {
    expect(resumeProblem({ name: "Asha Rao.PDF", size: 120_000 })).toBeNull();
    expect(resumeProblem({ name: "cv.doc", size: 1 })).toBeNull();
    expect(resumeProblem({ name: "cv.docx", size: RESUME_MAX_BYTES })).toBeNull();
  });

  it("names what is wrong with anything else", () => {
    expect(resumeProblem(null)).toBe("Choose your résumé: a PDF, DOC or DOCX file.");
    expect(resumeProblem({ name: "cv.txt", size: 10 })).toBe("Your résumé must be a PDF, DOC or DOCX file.");
    expect(resumeProblem({ name: "cv.pdf", size: 0 })).toBe("This file is empty. Choose your résumé again.");
    expect(resumeProblem({ name: "cv.pdf", size: 6 * 1024 * 1024 })).toBe("This file is 6.0 MB: résumés can be at most 5 MB.");
  });
});

describe("formatBytes", () => {
  it("writes sizes in binary units", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(1_572_864)).toBe("1.5 MB");
  });
});

describe("resumeProblem in Hindi", () => {
  it("says what is wrong in the page's language, with the file's size", () => {
    const hindi = messagesOf("hi").ContentApply;
    expect(check(null, hindi)).toBe(hindi.choose);
    expect(check({ name: "cv.pdf", size: 6 * 1024 * 1024 }, hindi)).toBe("यह फ़ाइल 6.0 MB की है: रिज़्यूमे ज़्यादा से ज़्यादा 5 MB का हो सकता है।");
  });
});
