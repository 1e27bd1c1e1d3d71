import { describe, expect, it } from "vitest";
import { formatBytes, resumeProblem, RESUME_MAX_BYTES } from "./resume-checks.ts";

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
