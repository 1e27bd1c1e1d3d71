// The run's end: every API answer the journeys caused (the server wrote them to API_ANSWER_LOG) is
// checked against the server's own OpenAPI document. One violation fails the run.
import { ANSWER_LOG } from "../../playwright.config.ts";
import { checkServerAnswers } from "../../lib/testing/contract.ts";

export default async function checkAnswers(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const { answers, violations } = await checkServerAnswers(`http://127.0.0.1:${port}`, ANSWER_LOG);
  if (answers === 0) throw new Error(`No API answers were recorded in ${ANSWER_LOG}: was the server started by this run (not reused)?`);
  if (violations.length) throw new Error(`${violations.length} API answers break the OpenAPI document:\n${violations.join("\n")}`);
  console.log(`${answers} API answers checked against the OpenAPI document: no violation.`);
}
