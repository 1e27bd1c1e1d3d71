// The run's end: every API answer the journeys caused (each server wrote them to its API_ANSWER_LOG) is
// checked against the server's own OpenAPI document. One violation fails the run.
import { SERVERS, answerLog, serverOrigin } from "../../playwright.config.ts";
import { checkServerAnswers } from "../../lib/testing/contract.ts";

export default async function checkAnswers(): Promise<void> {
  for (let i = 0; i < SERVERS; i++) {
    const log = answerLog(i);
    const { answers, violations } = await checkServerAnswers(serverOrigin(i), log);
    if (answers === 0) throw new Error(`No API answers were recorded in ${log}: was the server started by this run (not reused)?`);
    if (violations.length) throw new Error(`${violations.length} API answers break the OpenAPI document:\n${violations.join("\n")}`);
    console.log(`${answers} API answers of ${serverOrigin(i)} checked against the OpenAPI document: no violation.`);
  }
}
